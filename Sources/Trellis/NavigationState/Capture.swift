import Foundation

extension Coordinator {
    /// Captures the whole navigation tree below this coordinator as opaque data.
    ///
    /// Records flow roots and entries, root coordinators' roots and modals, tab sets with the
    /// selection, and every child coordinator that exists (a tab never selected stays
    /// uncreated), recursively. Identical state gives identical bytes. A child whose
    /// `Destinations` is not `Codable` is recorded without its state; a destination whose encoding
    /// throws, or that ``Coordinator/snapshotPolicy(for:)`` excludes, is left out.
    ///
    /// ```swift
    /// let data = try app.captureNavigationState()
    /// try data.write(to: url)
    /// ```
    ///
    /// - Throws: ``NavigationStateError/unsupported(coordinatorType:)`` when this
    ///   coordinator's `Destinations` is not `Codable`;
    ///   ``NavigationStateError/changeInProgress(coordinatorType:)`` when called from the app
    ///   code a capture runs (`snapshotPolicy(for:)`, a destination's `encode(to:)`).
    public func captureNavigationState() throws -> Data {
        try captureNavigationState(appVersion: nil)
    }

    /// Captures the whole navigation tree below this coordinator, recording the app's version.
    ///
    /// The same as ``captureNavigationState()``, with `appVersion` written into the snapshot:
    /// a later version of the app sees it in ``StoredDestination/appVersion`` when it migrates the
    /// snapshot's destinations (see ``MigratingCoordinator``).
    ///
    /// ```swift
    /// let data = try app.captureNavigationState(appVersion: "2.4")
    /// ```
    ///
    /// - Parameter appVersion: The app's version, in any form the app chooses; `nil` records none.
    /// - Throws: As ``captureNavigationState()``.
    public func captureNavigationState(appVersion: String?) throws -> Data {
        guard let node = preparedNode, node.isCodable else {
            throw NavigationStateError.unsupported(coordinatorType: String(describing: type(of: self)))
        }
        // snapshotPolicy(for:) and the destinations' encode(to:) are app code: a capture from there
        // would ask them again, without end.
        guard !SnapshotCapture.isCapturing else {
            throw NavigationStateError.changeInProgress(coordinatorType: String(describing: type(of: self)))
        }
        // They run inside a change, so a navigation call from there is refused instead of
        // changing the tree being walked.
        return try NavigationChange.perform {
            try SnapshotCapture.capture(from: node, appVersion: appVersion)
        }
    }
}

/// Walks the tree into a ``SnapshotDocument`` and writes it (see ``SnapshotWriter``).
@MainActor
enum SnapshotCapture {
    /// Whether a capture is walking a tree (and running the app's policy and encoders).
    private(set) static var isCapturing = false

    static func capture(from start: any NavigationNode, appVersion: String?) throws -> Data {
        isCapturing = true
        defer { isCapturing = false }
        var document = document(from: start)
        document.appVersion = appVersion
        return try SnapshotWriter.write(document)
    }

    /// The snapshot document of the tree below `start`.
    static func document(from start: any NavigationNode) -> SnapshotDocument<StoredDestinationBox> {
        let (first, firstSlots) = start.captureRecord(parent: nil, slot: nil)
        var nodes = [first]
        var includedSlots = [firstSlots]
        // The document index of each node the walk numbers (nil: left out).
        var documentIndex: [Int?] = [0]
        TreeWalk.visit(from: start) { visit in
            guard let childNode = visit.childNode else { return }
            documentIndex.append(nil)
            guard let parent = documentIndex[visit.nodeID], includedSlots[parent][visit.slotIndex] else {
                return
            }
            guard visit.depth <= NavigationSnapshotLimits.maximumDepth else {
                nodes[parent].omitted =
                    (nodes[parent].omitted ?? []) + [
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
        return SnapshotDocument(
            format: SnapshotDocument<StoredDestinationBox>.formatID,
            version: SnapshotDocument<StoredDestinationBox>.currentVersion,
            appVersion: nil, nodes: nodes)
    }
}
