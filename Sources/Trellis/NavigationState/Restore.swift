import Foundation

extension Coordinator {
    /// Replays a snapshot from ``captureNavigationState()`` on this coordinator.
    ///
    /// Works on a fresh coordinator and on one already navigated: what is there is replaced
    /// (each replaced destination's `onDismiss` fires once with cause `.restore`). The routes
    /// are replayed through the normal route, present, setRoot, setTabs and select machinery,
    /// recursively into the children the replay creates. Routes that no longer decode, children
    /// whose type changed and coordinators whose `Destinations` is not `Codable` are skipped
    /// and listed in the returned report; restored destinations have no `onDismiss`.
    ///
    /// ```swift
    /// let app = AppCoordinator()
    /// if let data = try? Data(contentsOf: url) {
    ///     let report = try app.restoreNavigationState(from: data)
    ///     if !report.isComplete { logger.notice("\(report)") }
    /// }
    /// ```
    ///
    /// - Throws: ``NavigationStateError`` when the data is not a valid snapshot for this
    ///   coordinator type; the whole document is validated first, so nothing has changed then.
    @discardableResult
    public func restoreNavigationState(from data: Data) throws -> RestorationReport {
        let typeName = String(describing: type(of: self))
        guard let node = navigationNode, node.isCodable else {
            throw NavigationStateError.unsupported(coordinatorType: typeName)
        }
        guard !NavigationChange.isInProgress else {
            throw NavigationStateError.changeInProgress(coordinatorType: typeName)
        }
        let document = try SnapshotValidation.validatedDocument(from: data, for: typeName, kind: node.kind)
        return NavigationChange.perform {
            node.setUpIfNeeded()
            let report = SnapshotReplay.replay(document, into: node)
            NavigationEvents.emit(.restored, in: node)
            return report
        }
    }
}

/// The children a node's replay created or kept, by the slot they had in the snapshot.
struct RestoredChild {
    /// `nil` when no captured subtree applies to the child (its route was skipped).
    var snapshotSlot: Int?
    var path: String
    var child: any Coordinator
}

/// What a node's replay reads and reports through.
struct RestoreContext {
    /// The path of the node being restored.
    var path = ""
    var coordinatorType = ""
    var report = RestorationReport()

    func path(of role: String) -> String {
        path.isEmpty ? role : path + "/" + role
    }

    mutating func skip(_ role: String, _ reason: RestorationReport.Reason) {
        report.skipped.append(.init(path: path(of: role), coordinatorType: coordinatorType, reason: reason))
    }

    /// Decodes the route at `slot`, or reports why it is skipped.
    ///
    /// - Parameter role: The slot's role in the report's path, made only when it is skipped.
    mutating func route<D>(
        _ json: JSONValue?, slot: Int, role: @autoclosure () -> String, in record: SnapshotNode<JSONValue>,
        as type: D.Type
    ) -> D? {
        route(json, slot: slot, role: role(), in: record, using: RouteCoding.decoder(for: type))
    }

    /// ``route(_:slot:role:in:as:)`` with a decoder made once for a list of routes.
    private mutating func route<D>(
        _ json: JSONValue?, slot: Int, role: @autoclosure () -> String, in record: SnapshotNode<JSONValue>,
        using decode: (JSONValue) throws -> D
    ) -> D? {
        if let omission = record.omission(at: slot) {
            skip(role(), Self.reason(for: omission))
            return nil
        }
        guard let json else { return nil }
        do {
            return try decode(json)
        } catch {
            skip(role(), .undecodable(RouteCoding.message(for: error)))
            return nil
        }
    }

    /// Replays a flow's or root coordinator's root (slot 0) through `replace`. A root that no
    /// longer decodes falls back to `fallback`, and the captured subtree under it is skipped
    /// with it (the child gets no snapshot slot, so it starts at its initial position).
    mutating func replayRoot<D>(
        _ json: JSONValue?, in record: SnapshotNode<JSONValue>, fallback: D,
        replace: (D) -> (any Coordinator)?
    ) -> [RestoredChild] {
        let decoded = route(json, slot: 0, role: NavigationRole.root.description, in: record, as: D.self)
        guard let child = replace(decoded ?? fallback) else { return [] }
        return [
            RestoredChild(
                snapshotSlot: decoded == nil ? nil : 0, path: path(of: NavigationRole.root.description),
                child: child)
        ]
    }

    /// Replays a list of entries (a flow's pushes and modals, or the modals of a tab or root
    /// coordinator) through `add`; routes that do not decode are skipped, an excluded route
    /// ends the list.
    mutating func replayEntries<D>(
        _ routes: [JSONValue]?, codes: String?, firstSlot: Int, listRole: String,
        in record: SnapshotNode<JSONValue>, as type: D.Type, policy: (D) -> SnapshotPolicy,
        add: (D, Presentation) -> (any Coordinator)?
    ) -> [RestoredChild] {
        var children: [RestoredChild] = []
        var presentations: [Presentation] = []
        presentations.reserveCapacity(routes?.count ?? 0)
        for code in (codes ?? "").utf8 {
            guard let presentation = PresentationCode.presentation(for: code) else { continue }
            presentations.append(presentation)
        }
        let decode = RouteCoding.decoder(for: type)
        for (index, json) in (routes ?? []).enumerated() where index < presentations.count {
            let presentation = presentations[index]
            func role() -> String { "\(NavigationRole(presentation))[\(index)]" }
            guard
                let destination = route(
                    json, slot: firstSlot + index, role: role(), in: record, using: decode)
            else { continue }
            if policy(destination) == .exclude {
                skip(role(), .excluded)
                return children
            }
            if let child = add(destination, presentation) {
                children.append(
                    RestoredChild(snapshotSlot: firstSlot + index, path: path(of: role()), child: child))
            }
        }
        if let omission = record.omitted?.first(where: { $0.reason == .excluded }) {
            skip("\(listRole)[\(omission.slot - firstSlot)]", .excluded)
        }
        return children
    }

    static func reason(for omission: SnapshotOmission) -> RestorationReport.Reason {
        switch omission.reason {
        case .excluded: .excluded
        case .unencodable: .unencodable(omission.detail ?? "")
        case .limit: .limit(omission.detail ?? "")
        }
    }
}

/// Replays a validated document, node by node, without recursing on the call stack.
@MainActor
enum SnapshotReplay {
    static func replay(_ document: SnapshotDocument<JSONValue>, into start: any NavigationNode)
        -> RestorationReport
    {
        let nodes = document.nodes
        var childIndex: [Int: [Int: Int]] = [:]  // parent → slot → node
        for (index, node) in nodes.enumerated() {
            if let parent = node.parent, let slot = node.slot {
                childIndex[parent, default: [:]][slot] = index
            }
        }
        var context = RestoreContext()
        var pending: [(node: any NavigationNode, index: Int, path: String)] = [(start, 0, "")]
        while let (live, index, path) = pending.popLast() {
            let record = nodes[index]
            context.path = path
            context.coordinatorType = record.type
            // Nothing to replay when the snapshot recorded no state, or when the live
            // coordinator cannot take any (whatever the record claims).
            if record.opaque == true || !live.isCodable {
                live.resetToInitialState(cause: .restore)
                context.report.skipped.append(
                    .init(path: path, coordinatorType: record.type, reason: .notCodable))
                continue
            }
            // The root or a tab was excluded at capture (nothing of the container was written),
            // or is excluded now: the container restores at its initial position.
            if let role = record.excludedBaseRole ?? (live as? any EntryHosting)?.excludedBaseRole(in: record)
            {
                live.resetToInitialState(cause: .restore)
                context.skip(role, .excluded)
                continue
            }
            let children = live.restore(from: record, context: &context)
            var next: [(node: any NavigationNode, index: Int, path: String)] = []
            for restored in children {
                // A child no captured subtree applies to starts at its initial position, also
                // when the replay kept it from the live tree (an equal root keeps its child).
                let childNode = navigationNode(of: restored.child)
                guard let slot = restored.snapshotSlot, let recordIndex = childIndex[index]?[slot] else {
                    childNode?.resetToInitialState(cause: .restore)
                    continue
                }
                let captured = nodes[recordIndex]
                let current = String(describing: type(of: restored.child))
                guard current == captured.type, let childNode, childNode.kind == captured.kind else {
                    context.report.skipped.append(
                        .init(
                            path: restored.path, coordinatorType: record.type,
                            reason: .childTypeChanged(captured: captured.type, current: current)))
                    childNode?.resetToInitialState(cause: .restore)
                    continue
                }
                next.append((childNode, recordIndex, restored.path))
            }
            pending.append(contentsOf: next.reversed())
        }
        return context.report
    }
}
