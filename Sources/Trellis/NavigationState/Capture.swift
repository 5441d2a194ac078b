import Foundation

extension Coordinator {
    /// Captures the whole navigation tree below this coordinator as opaque data.
    ///
    /// Records flow roots and entries, root coordinators' roots and modals, tab sets with the
    /// selection, and every child coordinator that exists (a tab never selected stays
    /// uncreated), recursively. Identical state gives identical bytes. A child whose
    /// `Destinations` is not `Codable` is recorded without its state; a route whose encoding
    /// throws, or that ``Coordinator/restorationPolicy(for:)`` excludes, is left out.
    ///
    /// ```swift
    /// let data = try app.captureNavigationState()
    /// try data.write(to: url)
    /// ```
    ///
    /// - Throws: ``NavigationStateError/unsupported(coordinatorType:)`` when this
    ///   coordinator's `Destinations` is not `Codable`.
    public func captureNavigationState() throws -> Data {
        guard let node = preparedNode, node.isCodable else {
            throw NavigationStateError.unsupported(coordinatorType: String(describing: type(of: self)))
        }
        return try SnapshotCapture.capture(from: node)
    }
}

/// Walks the tree into a ``SnapshotDocument`` and encodes it.
@MainActor
enum SnapshotCapture {
    static func capture(from start: any NavigationNode) throws -> Data {
        let (first, firstSlots) = start.captureRecord(parent: nil, slot: nil)
        var nodes = [first]
        var includedSlots = [firstSlots]
        // The document index of each node the walk numbers (nil: left out).
        var documentIndex: [Int?] = [0]
        TreeWalk.visit(from: start) { visit in
            guard let childNode = visit.childNode else { return }
            documentIndex.append(nil)
            guard let parent = documentIndex[visit.nodeID], includedSlots[parent][visit.slotIndex] else { return }
            guard visit.depth <= NavigationSnapshotLimits.maximumDepth else {
                nodes[parent].omitted = (nodes[parent].omitted ?? []) + [
                    SnapshotOmission(
                        slot: visit.slotIndex, reason: .limit,
                        detail: "deeper than \(NavigationSnapshotLimits.maximumDepth) levels")
                ]
                return
            }
            let (record, slots) = childNode.captureRecord(parent: parent, slot: visit.slotIndex)
            documentIndex[documentIndex.count - 1] = nodes.count
            nodes.append(record)
            includedSlots.append(slots)
        }
        var document = SnapshotDocument(
            format: SnapshotDocument<RouteBox>.formatID, version: SnapshotDocument<RouteBox>.currentVersion,
            nodes: nodes)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(document)
        } catch {
            // A route refused to encode: find which, leave them out, and encode again.
            replaceUnencodableRoutes(in: &document.nodes)
            do {
                return try encoder.encode(document)
            } catch {
                throw NavigationStateError.captureFailed(
                    coordinatorType: first.type, reason: RouteCoding.message(for: error))
            }
        }
    }

    /// Replaces every route that fails to encode on its own with a `null` placeholder and
    /// records the omission.
    private static func replaceUnencodableRoutes(in nodes: inout [SnapshotNode<RouteBox>]) {
        let encoder = JSONEncoder()
        func check(_ route: inout RouteBox, slot: Int, omitted: inout [SnapshotOmission]) {
            do {
                _ = try encoder.encode(route)
            } catch {
                route = .placeholder
                omitted.append(
                    SnapshotOmission(slot: slot, reason: .unencodable, detail: RouteCoding.message(for: error)))
            }
        }
        for index in nodes.indices {
            var omitted = nodes[index].omitted ?? []
            let tabCount = nodes[index].tabs?.count ?? 0
            let modalBase = nodes[index].kind == .tab ? tabCount : 1
            if var root = nodes[index].root {
                check(&root, slot: 0, omitted: &omitted)
                nodes[index].root = root
            }
            func checkAll(_ routes: inout [RouteBox]?, firstSlot: Int) {
                guard var list = routes else { return }
                for position in list.indices { check(&list[position], slot: firstSlot + position, omitted: &omitted) }
                routes = list
            }
            checkAll(&nodes[index].entries, firstSlot: 1)
            checkAll(&nodes[index].tabs, firstSlot: 0)
            checkAll(&nodes[index].modals, firstSlot: modalBase)
            nodes[index].omitted = omitted.isEmpty ? nil : omitted.sorted { $0.slot < $1.slot }
        }
    }
}

extension EntryList {
    /// The entries' routes and presentation codes for a snapshot, stopping at the first
    /// excluded destination (which, with everything above it, is recorded as omitted).
    ///
    /// - Parameter firstSlot: The node slot of the first entry.
    func captureRoutes(firstSlot: Int, policy: (Destination) -> RestorationPolicy)
        -> (routes: [RouteBox], codes: String, omission: SnapshotOmission?)
    {
        var routes: [RouteBox] = []
        var codes = ""
        routes.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            if policy(entry.destination) == .exclude {
                let omission = SnapshotOmission(
                    slot: firstSlot + index, reason: .excluded, count: entries.count - index)
                return (routes, codes, omission)
            }
            routes.append(RouteCoding.box(entry.destination))
            codes.append(PresentationCode.character(for: entry.presentation))
        }
        return (routes, codes, nil)
    }
}
