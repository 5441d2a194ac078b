import Foundation
import Trellis

// The checks a random session makes after each step, beyond the hierarchy and the callbacks.

extension RandomSession {
    /// The window's layout is the model's (``ModelNode/renderLayout()``), and so is the layout
    /// of each coordinator inside.
    ///
    /// A layout is a projection of the tree made fresh when asked for, from what the hierarchy
    /// shows (slots in order, presentations, selection, tabs not yet created, types and
    /// destinations), and the hierarchy was just checked against the model; so by default each
    /// hierarchy's layout is checked once per run, which keeps the run's time (reading the
    /// real layout after every step costs about a fifth more). `checksEveryLayout` checks it
    /// after every step.
    func checkLayout(hierarchy: String) -> String? {
        let isNew = run.layoutChecked.insert(hierarchy).inserted
        guard isNew || run.checksEveryLayout else { return nil }
        let layout = app.debugLayout()
        let layers = model.layoutLayers
        run.mostLayers = max(run.mostLayers, layers.count)
        let expected = model.renderLayoutWithQuestions(of: [])
        if layout != expected {
            return
                "the layout is\n\(layout)\nbut the model's layout is\n\(expected)\nof the tree\n\(hierarchy)"
        }
        // What each coordinator inside shows, once per tree.
        guard isNew else { return nil }
        for path in model.coordinatorPaths().dropFirst() {
            guard let coordinator = RealTree.coordinator(at: path, from: app) else { continue }
            let layout = coordinator.debugLayout()
            let expected = model.renderLayoutWithQuestions(of: path)
            if layout != expected {
                let place = "app/" + path.map(\.description).joined(separator: "/")
                return
                    "the layout of \(place) is\n\(layout)\nbut the model's is\n\(expected)\nof the tree\n\(hierarchy)"
            }
        }
        return nil
    }

    /// Parent links, the tree's size, and that every coordinator that left the tree is freed.
    func checkStructure() -> String? {
        let coordinators = RealTree.coordinators(from: app)
        if coordinators.count != model.coordinatorCount {
            return "the tree has \(coordinators.count) coordinators, the model \(model.coordinatorCount)"
        }
        for (coordinator, parent) in coordinators {
            if coordinator.parent !== parent { return "\(type(of: coordinator)) has the wrong parent" }
            if coordinator.hierarchyRoot !== app {
                return "\(type(of: coordinator)) has the wrong hierarchyRoot"
            }
        }
        let live = Set(coordinators.map { ObjectIdentifier($0.coordinator) })
        tracked.removeAll { $0.coordinator == nil }
        for entry in tracked {
            if let coordinator = entry.coordinator, !live.contains(ObjectIdentifier(coordinator)) {
                return "a \(type(of: coordinator)) that left the tree is still alive"
            }
        }
        let known = Set(tracked.compactMap { $0.coordinator.map(ObjectIdentifier.init) })
        for (coordinator, _) in coordinators where !known.contains(ObjectIdentifier(coordinator)) {
            tracked.append(WeakCoordinator(coordinator: coordinator))
        }
        return nil
    }

    /// Capture → restore into a fresh tree → capture: the fresh tree is what the model
    /// expects, and the second capture has the same bytes (when nothing was excluded; else
    /// one more round gives the same bytes again). The fresh trees are freed afterwards.
    ///
    /// A snapshot is a function of what the hierarchy shows (destinations, presentations,
    /// tabs, selection, coordinator types), and the hierarchy was just checked against the
    /// model; so each hierarchy is round-tripped once per run (most sessions pass through
    /// the same small trees).
    func checkRoundTrip(hierarchy: String) -> String? {
        guard !run.roundTripped.contains(hierarchy) else { return nil }
        let data: Data
        do {
            data = try app.captureNavigationState()
        } catch {
            return "capture threw \(error)"
        }
        var restoredTrees: [WeakCoordinator] = []
        let failure = roundTripFailure(
            data, expected: model.restored().render(),
            excludes: model.capturesAnExclusion || model.holdsARefusedChild,
            trees: &restoredTrees)
        if failure == nil, restoredTrees.contains(where: { $0.coordinator != nil }) {
            return "a tree restored from a snapshot was not freed"
        }
        if failure == nil { run.roundTripped.insert(hierarchy) }
        return failure
    }

    func roundTripFailure(
        _ data: Data, expected: String, excludes: Bool, trees: inout [WeakCoordinator]
    )
        -> String?
    {
        do {
            let fresh = SessionApp()
            try fresh.restoreNavigationState(from: data)
            trees += RealTree.coordinators(from: fresh).map { WeakCoordinator(coordinator: $0.coordinator) }
            let restored = fresh.debugHierarchy()
            if restored != expected {
                return "restoring the snapshot into a fresh tree gave\n\(restored)\nnot\n\(expected)"
            }
            // A document past 256 KiB is read list by list, not in one parse: a quarter of the
            // snapshots (picked by their size) are read that way too, padded with whitespace.
            if data.count % 4 == 0 {
                let padded = SessionApp()
                try padded.restoreNavigationState(from: data + Data(repeating: 0x20, count: 256 * 1024))
                trees += RealTree.coordinators(from: padded).map {
                    WeakCoordinator(coordinator: $0.coordinator)
                }
                if padded.debugHierarchy() != expected {
                    return
                        "restoring the snapshot padded past 256 KiB gave\n\(padded.debugHierarchy())\nnot\n\(expected)"
                }
            }
            let again = try fresh.captureNavigationState()
            if !excludes {
                if again != data {
                    return "capture → restore → capture changed the bytes:\n\(text(data))\n\(text(again))"
                }
                return nil
            }
            let third = SessionApp()
            try third.restoreNavigationState(from: again)
            trees += RealTree.coordinators(from: third).map { WeakCoordinator(coordinator: $0.coordinator) }
            let last = try third.captureNavigationState()
            if last != again {
                return "a second round trip changed the bytes:\n\(text(again))\n\(text(last))"
            }
            return nil
        } catch {
            return "the round trip threw \(error)"
        }
    }

    func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
}
