import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// A small flow bound to the manager through `attach(_:)`.
@MainActor
private final class NotesFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case list
        case note(id: Int)
        case share
    }

    let navigation = FlowNavigation<NotesFlow>(root: .list)
}

@MainActor
@Suite("Navigation tree attachment")
struct NavigationAttachTests {
    let storage = TestStorage(.file)
    let clock = ManualClock()

    func makeManager(_ behavior: ResumePolicy = .always) -> StateRestorationManager {
        StateRestorationManager(storage: storage.method, resumePolicy: behavior, clock: clock)
    }

    private func attach(_ flow: NotesFlow, to manager: StateRestorationManager) {
        manager.attach(flow)
    }

    /// Saves a session whose flow shows note 7 above the list.
    private func saveNavigatedSession() {
        let manager = makeManager()
        let flow = NotesFlow()
        attach(flow, to: manager)
        flow.route(to: .note(id: 7))
        manager.saveOnBackground()
    }

    func snapshotRestoresIntoFreshTree() throws {
        saveNavigatedSession()

        let relaunched = makeManager()
        let freshFlow = NotesFlow()
        expectNotNil(relaunched.navigationState)
        attach(freshFlow, to: relaunched)
        expectEqual(
            freshFlow.debugHierarchy(),
            """
            NotesFlow [flow]
              root .list
              push .note(id: 7)
            """)
        expectNil(relaunched.lastError)
    }

    func noSecondReplay() {
        saveNavigatedSession()
        let manager = makeManager()
        let flow = NotesFlow()
        attach(flow, to: manager)
        flow.pop()
        attach(flow, to: manager)
        expectEqual(flow.debugHierarchy(), "NotesFlow [flow]\n  root .list")
    }

    func askUserReplaysOnConfirm() {
        saveNavigatedSession()
        let manager = makeManager(.askUser)
        let flow = NotesFlow()
        attach(flow, to: manager)
        expectEqual(flow.debugHierarchy(), "NotesFlow [flow]\n  root .list")

        manager.confirmRestore()
        expectEqual(flow.debugHierarchy(), "NotesFlow [flow]\n  root .list\n  push .note(id: 7)")
    }

    func expiredSnapshotIsNotReplayed() {
        let now = TestNow()
        let first = StateRestorationManager(storage: storage.method, clock: clock, now: now.closure)
        let flow = NotesFlow()
        attach(flow, to: first)
        flow.route(to: .share)
        first.saveNow()

        now.advance(minutes: 31)
        let relaunched = StateRestorationManager(storage: storage.method, clock: clock, now: now.closure)
        let fresh = NotesFlow()
        attach(fresh, to: relaunched)
        expectEqual(fresh.debugHierarchy(), "NotesFlow [flow]\n  root .list")
    }

    func rejectedSnapshotIsReported() throws {
        let first = makeManager()
        first.listPosition = 2
        first.navigationState = Data("not a snapshot".utf8)
        first.saveNow()

        let relaunched = makeManager()
        let flow = NotesFlow()
        attach(flow, to: relaunched)
        let error = try #require(relaunched.lastError)
        expectEqual(error.operation, .restoreNavigation)
        expectEqual(error.reason, .navigationSnapshotFailed)
        expectTrue(error.underlyingError is NavigationStateError)
        expectEqual(relaunched.listPosition, 2)
        expectEqual(flow.debugHierarchy(), "NotesFlow [flow]\n  root .list")
    }

    func failedCaptureIsReported() throws {
        struct CaptureFailed: Error {}
        let manager = makeManager()
        manager.navigationState = Data("previous".utf8)
        manager.attach(capture: { throw CaptureFailed() }, restore: { _ in })
        manager.listPosition = 1
        manager.saveNow()

        expectEqual(manager.lastError?.operation, .captureNavigation)
        expectTrue(manager.lastError?.underlyingError is CaptureFailed)
        let relaunched = makeManager()
        expectEqual(relaunched.listPosition, 1)
        expectEqual(relaunched.navigationState, Data("previous".utf8))
    }

    func nilCaptureAndDetach() {
        let manager = makeManager()
        var flow: NotesFlow? = NotesFlow()
        if let flow { attach(flow, to: manager) }
        flow?.route(to: .note(id: 1))
        manager.saveNow()
        let captured = manager.navigationState
        expectNotNil(captured)

        flow = nil
        manager.saveNow()
        expectEqual(manager.navigationState, captured)

        var captures = 0
        manager.attach(
            capture: {
                captures += 1
                return Data("new".utf8)
            }, restore: { _ in })
        manager.detach()
        manager.listPosition = 3
        manager.saveNow()
        expectEqual(captures, 0)
        expectEqual(manager.navigationState, captured)
    }

    func restoreStateReplays() {
        saveNavigatedSession()
        let manager = makeManager()
        let flow = NotesFlow()
        attach(flow, to: manager)
        flow.popToRoot()
        manager.restoreState()
        expectEqual(flow.debugHierarchy(), "NotesFlow [flow]\n  root .list\n  push .note(id: 7)")
    }

    func wholeAppTreeResumes() throws {
        let manager = makeManager()
        let app = ShopApp.navigated()
        manager.attach(app)
        manager.saveOnBackground()

        let relaunched = makeManager()
        let fresh = ShopApp()
        relaunched.attach(fresh)
        expectEqual(fresh.debugHierarchy(), app.debugHierarchy())
        expectEqual(relaunched.lastRestorationReport?.skipped.map(\.path), ["root/tab[2]/push[1]"])
        expectNil(relaunched.lastError)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .snapshotRestoresIntoFreshTree: try snapshotRestoresIntoFreshTree()
        case .noSecondReplay: noSecondReplay()
        case .askUserReplaysOnConfirm: askUserReplaysOnConfirm()
        case .expiredSnapshotIsNotReplayed: expiredSnapshotIsNotReplayed()
        case .rejectedSnapshotIsReported: try rejectedSnapshotIsReported()
        case .failedCaptureIsReported: try failedCaptureIsReported()
        case .nilCaptureAndDetach: nilCaptureAndDetach()
        case .restoreStateReplays: restoreStateReplays()
        case .wholeAppTreeResumes: try wholeAppTreeResumes()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case snapshotRestoresIntoFreshTree =
            "saving captures the tree, and a relaunch replays it into a fresh tree"
        case noSecondReplay = "attaching does not replay the same snapshot twice"
        case askUserReplaysOnConfirm = "with ask-user, the tree is replayed only when the user confirms"
        case expiredSnapshotIsNotReplayed = "an expired snapshot is not replayed"
        case rejectedSnapshotIsReported =
            "a snapshot the tree rejects is reported and the rest of the state still applies"
        case failedCaptureIsReported =
            "a capture that throws is reported and the save keeps the last snapshot"
        case nilCaptureAndDetach = "a capture returning nil, or a detached tree, keeps the last snapshot"
        case restoreStateReplays = "restoring with the manager's state replays it into the attached tree"
        case wholeAppTreeResumes = "a whole app tree resumes through attach(_:), with its restoration report"

        var testDescription: String { rawValue }
    }
}
