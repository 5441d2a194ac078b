import Testing
import Trellis

@MainActor
@Suite("NavigationDiagnostics hook")
struct NavigationDiagnosticsTests {
    @Test("A diagnostic describes itself as \"<coordinator>: <message>\"")
    func description() throws {
        let tabs = MainTabCoordinator()
        let diagnostics = recordingDiagnostics { tabs.select(index: 5) }
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.kind == .indexOutOfRange)
        #expect(diagnostic.coordinatorType == "MainTabCoordinator")
        #expect(diagnostic.description == "MainTabCoordinator: " + diagnostic.message)
        #expect(diagnostic.message.contains("5"))
    }

    @Test("With no handler installed, refused calls are silently dropped and never trap")
    func noHandler() {
        #expect(NavigationDiagnostics.handler == nil)
        let home = HomeFlowCoordinator()
        home.pop()
        home.dismissCoordinator()
        home.popToFirst(.compose)
        let tabs = MainTabCoordinator()
        tabs.select(index: -1)
        tabs.removeFirstTab(.inbox)
        #expect(home.stack.entries.isEmpty)
        #expect(tabs.tabItems.tabs.count == 3)
    }

    @Test("The recording helper restores the handler that was installed before it")
    func helperRestoresHandler() {
        let outer = recordingDiagnostics {
            let inner = recordingDiagnostics { HomeFlowCoordinator().pop() }
            #expect(inner.count == 1)
            MainTabCoordinator().select(index: 9)
        }
        #expect(outer.map(\.kind) == [.indexOutOfRange])
        #expect(NavigationDiagnostics.handler == nil)
    }
}
