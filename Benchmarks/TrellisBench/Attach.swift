import Foundation
import Trellis

/// What a relaunch costs from attaching the saved tree to the first layout.
struct AttachFigures {
    var routes: Int
    /// The screens the first layout read shows (see ``LayoutRead/all(of:)``).
    var screens: Int
    /// `attach(_:)` of a fresh tree to a manager that read the saved state, then the first
    /// layout read, against `restoreNavigationState(from:)` of the same snapshot into a fresh
    /// tree, then the same read, measured alternately.
    var attach: Comparison
}

/// A manager that has read a saved tree, and the fresh tree an app attaches to it at launch.
@MainActor
struct Relaunch {
    let manager: StateRestorationManager
    let fresh: any Coordinator

    /// Attaches the fresh tree (the manager replays the saved state into it) and makes the
    /// first layout; returns the screens read.
    func attachAndLayOut() -> Int {
        manager.attach(fresh)
        return LayoutRead.all(of: fresh)
    }
}

/// The launch path: `StateRestorationManager.attach(_:)` with a saved state, then the UI's first
/// layout.
@MainActor
enum AttachBenchmark {
    /// Saves `workload`'s tree into a new temporary directory, through a manager; returns the
    /// storage it was saved to.
    static func savedState(of workload: Workload) -> StateStorageMethod {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "trellis-bench-\(ProcessInfo.processInfo.processIdentifier)-\(workload.name)")
        try? FileManager.default.removeItem(at: directory)
        let storage = StateStorageMethod.file(directory: directory)
        let manager = StateRestorationManager(storage: storage, resumePolicy: .always)
        manager.attach(workload.top, savesOnNavigation: false)
        manager.saveNow()
        manager.detach()
        check(
            manager.lastError == nil,
            "\(workload.name): saving failed: \(String(describing: manager.lastError))")
        return storage
    }

    /// A relaunch of the saved state: a manager that read it (storage is read outside the
    /// measurement) and a fresh tree.
    static func relaunch(_ workload: Workload, from storage: StateStorageMethod) -> Relaunch {
        Relaunch(
            manager: StateRestorationManager(storage: storage, resumePolicy: .always),
            fresh: workload.makeFresh())
    }

    /// Checks, outside the clock, that a relaunch restores the whole tree and schedules no save.
    static func verify(_ workload: Workload, storage: StateStorageMethod) -> Int {
        let relaunch = relaunch(workload, from: storage)
        let screens = relaunch.attachAndLayOut()
        check(relaunch.manager.lastError == nil, "\(workload.name): the relaunch failed")
        check(
            relaunch.manager.lastRestorationReport?.isComplete == true,
            "\(workload.name): the relaunch skipped \(String(describing: relaunch.manager.lastRestorationReport))"
        )
        check(
            relaunch.fresh.debugHierarchy() == workload.top.debugHierarchy(),
            "\(workload.name): the relaunched tree differs")
        return screens
    }

    /// Removes the temporary directory of `storage`.
    static func remove(_ storage: StateStorageMethod) {
        if case .file(let directory?) = storage { try? FileManager.default.removeItem(at: directory) }
    }
}

extension Suite {
    /// Attach-to-first-layout of `workload`, against a direct restore and the same read.
    func attach(_ workload: Workload) -> AttachFigures {
        let storage = AttachBenchmark.savedState(of: workload)
        defer { AttachBenchmark.remove(storage) }
        let screens = AttachBenchmark.verify(workload, storage: storage)
        let snapshot = attempt("capture") { try workload.top.captureNavigationState() }
        let harness = harness
        let comparison = harness.compare([
            Harness.PairedCase(
                subject: {
                    harness.time(setUp: { AttachBenchmark.relaunch(workload, from: storage) }) { relaunch in
                        relaunch.attachAndLayOut()
                    }
                },
                baseline: {
                    harness.time(setUp: workload.makeFresh) { fresh in
                        _ = attempt("restore") { try fresh.restoreNavigationState(from: snapshot) }
                        return LayoutRead.all(of: fresh)
                    }
                })
        ])[0]
        return AttachFigures(routes: workload.routeCount, screens: screens, attach: comparison)
    }
}
