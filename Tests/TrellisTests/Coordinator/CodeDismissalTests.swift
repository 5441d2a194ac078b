import Testing
import Trellis

/// `dismiss(entryAt:)` and `dismissAllModals()`: code closes entries by position on every kind
/// of coordinator, with cause `.code`, through the same rule as the user's dismissals.
@MainActor
@Suite("Dismissing entries from code")
struct CodeDismissalTests {
    func flowDismissEntry() throws {
        let log = CauseLog()
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1), onDismissWithCause: log.callback("detail"))
        home.present(.compose, onDismissWithCause: log.callback("compose"))
        let compose = try #require(home.navigation.entries.last?.child as? ComposeFlowCoordinator)
        compose.route(to: .attachments, onDismissWithCause: log.callback("attachments"))
        home.route(to: .settings, onDismissWithCause: log.callback("settings"))

        home.dismiss(entryAt: 1)

        expectEqual(log.fired, ["settings:code", "attachments:teardown", "compose:code"])
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
              push .detail(id: 1)
            """)
    }

    func flowDismissAllModals() {
        let log = CauseLog()
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1), onDismissWithCause: log.callback("detail"))
        home.route(to: .detail(id: 2), onDismissWithCause: log.callback("detail2"))
        home.present(.settings, as: .fullScreenCover, onDismissWithCause: log.callback("cover"))
        home.route(to: .detail(id: 3), onDismissWithCause: log.callback("detail3"))
        home.present(.compose, onDismissWithCause: log.callback("sheet"))

        home.dismissAllModals()

        expectEqual(log.fired, ["sheet:code", "detail3:code", "cover:code"])
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
              push .detail(id: 1)
              push .detail(id: 2)
            """)

        // Nothing presented: nothing changes, nothing is reported.
        let diagnostics = recordingDiagnostics(of: home) { home.dismissAllModals() }
        expectEmpty(diagnostics)
        expectEqual(log.fired.count, 3)
        expectEqual(home.navigation.entries.count, 2)
    }

    func tabModals() {
        let log = CauseLog()
        let tabs = MainTabCoordinator()
        tabs.present(.compose, onDismissWithCause: log.callback("compose"))
        tabs.present(.notice, as: .fullScreenCover, onDismissWithCause: log.callback("notice"))
        tabs.present(.compose, onDismissWithCause: log.callback("compose2"))

        tabs.dismiss(entryAt: 1)
        expectEqual(log.fired, ["compose2:code", "notice:code"])
        expectEqual(tabs.navigation.entries.map(\.destination), [.compose])

        tabs.dismissAllModals()
        expectEqual(log.fired, ["compose2:code", "notice:code", "compose:code"])
        expectEmpty(tabs.navigation.entries)
        expectEqual(
            tabs.debugHierarchy(),
            """
            MainTabCoordinator [tab]
              tab[0]* .home → HomeFlowCoordinator [flow]
                root .home
              tab[1] .search → (not yet created)
              tab[2] .profile → (not yet created)
            """)
    }

    func rootModals() {
        let log = CauseLog()
        let app = AppRootCoordinator()
        app.present(.announcement, onDismissWithCause: log.callback("announcement"))
        app.present(.compose, as: .fullScreenCover, onDismissWithCause: log.callback("compose"))

        app.dismiss(entryAt: 1)
        expectEqual(log.fired, ["compose:code"])
        expectEqual(app.navigation.entries.map(\.destination), [.announcement])

        app.dismissAllModals()
        expectEqual(log.fired, ["compose:code", "announcement:code"])
        expectEqual(
            app.debugHierarchy(),
            """
            AppRootCoordinator [root]
              root .login → LoginFlowCoordinator [flow]
                root .credentials
            """)
    }

    @Test(
        "An index out of range changes nothing and is reported, on every kind",
        arguments: [-1, 1, 2, Int.max, Int.min])
    func outOfRange(index: Int) {
        let home = HomeFlowCoordinator()
        home.present(.compose)
        let tabs = MainTabCoordinator()
        tabs.present(.notice)
        let app = AppRootCoordinator()
        app.present(.announcement)
        let before = [home.debugHierarchy(), tabs.debugHierarchy(), app.debugHierarchy()]

        let diagnostics = recordingDiagnostics(of: home, tabs, app) {
            home.dismiss(entryAt: index)
            tabs.dismiss(entryAt: index)
            app.dismiss(entryAt: index)
        }

        expectEqual([home.debugHierarchy(), tabs.debugHierarchy(), app.debugHierarchy()], before)
        expectEqual(diagnostics.map(\.kind), [.indexOutOfRange, .indexOutOfRange, .indexOutOfRange])
        expectEqual(diagnostics.first?.message, "dismiss(entryAt:) with index \(index) ignored")
    }

    func codeAndUserAgree() {
        let log = CauseLog()
        let byCode = MainTabCoordinator()
        let byUser = MainTabCoordinator()
        for (name, tabs) in [("code", byCode), ("user", byUser)] {
            tabs.present(.compose, onDismissWithCause: log.callback("\(name)-a"))
            tabs.present(.notice, onDismissWithCause: log.callback("\(name)-b"))
        }
        byCode.dismiss(entryAt: 0)
        byUser.userDidDismiss(entryAt: 0)
        expectEqual(log.fired, ["code-b:code", "code-a:code", "user-b:user", "user-a:user"])
        expectEqual(byCode.debugHierarchy(), byUser.debugHierarchy())
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .flowDismissEntry: try flowDismissEntry()
        case .flowDismissAllModals: flowDismissAllModals()
        case .tabModals: tabModals()
        case .rootModals: rootModals()
        case .codeAndUserAgree: codeAndUserAgree()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case flowDismissEntry =
            "A flow's dismiss(entryAt:) removes that entry and everything above it, top first, as .code (the child's own entries as .teardown)"
        case flowDismissAllModals = "A flow's dismissAllModals() keeps the pushes below the lowest modal"
        case tabModals = "A tab set's dismiss(entryAt:) and dismissAllModals() close its modals as .code"
        case rootModals =
            "A root coordinator's dismiss(entryAt:) and dismissAllModals() close its modals as .code"
        case codeAndUserAgree =
            "Code and the user close the same entry through the same rule, differing only in the cause"

        var testDescription: String { rawValue }
    }
}

/// Records `onDismissWithCause` callbacks as `name:cause`, in the order they fire.
@MainActor
final class CauseLog {
    private(set) var fired: [String] = []

    func callback(_ name: String) -> @MainActor (DismissalCause) -> Void {
        { self.fired.append("\(name):\($0.rawValue)") }
    }
}
