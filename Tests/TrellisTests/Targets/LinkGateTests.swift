import Foundation
import Testing

@testable import Trellis

/// Links that wait: held while the gate is closed, the newest replacing older ones, applied
/// when the app opens the gate, kept across a relaunch only when the app asks for it.
@MainActor
@Suite("Targets: links that wait")
struct LinkGateTests {
    private typealias App = AppRootCoordinator

    private func profileDetail(_ id: Int) -> NavigationTarget<App> {
        App.target(
            root: .main,
            showing: MainTabCoordinator.target(
                tab: .profile, showing: ProfileCoordinator.target(path: [.push(.detail(id: id))])))
    }

    @Test("A link that arrives before sign-in is held and applied after it; a newer link replaces it")
    func heldUntilSignIn() {
        let app = App()
        app.prepareNavigation()
        var reports: [NavigationTargetReport] = []
        let links = LinkGate<NavigationTarget<App>> { reports.append(app.navigate(to: $0)) }
        links.receive(profileDetail(1))
        links.receive(profileDetail(2))
        #expect(reports.isEmpty)
        #expect(app.root.destination == .login)

        app.setRoot(.main)  // the user signed in
        links.open()
        #expect(reports.map(\.isComplete) == [true])
        #expect(links.heldLink == nil)
        let profile =
            (app.root.child as? MainTabCoordinator)?.tabItems.tabs[2].child as? ProfileCoordinator
        #expect(profile?.stack.entries.map(\.destination) == [.detail(id: 2)])

        links.receive(profileDetail(3))  // open: applied at once
        #expect(reports.count == 2)
        links.close()
        links.receive(profileDetail(4))
        links.discardHeldLink()
        links.open()
        #expect(reports.count == 2)
    }

    @Test("A held link survives a relaunch only with storage, and is removed once applied")
    func survivesRelaunchWhenAsked() throws {
        let directory = TemporaryDirectory()
        let link = try #require(URL(string: "shop://profile/detail/7"))
        var applied: [URL] = []

        let first = LinkGate<URL>(name: "main", storage: .file(directory: directory.url)) {
            applied.append($0)
        }
        first.receive(link)
        let inMemory = LinkGate<URL> { applied.append($0) }
        inMemory.receive(link)

        #expect(directory.fileNames == ["heldLink-main.json"])
        let relaunched = LinkGate<URL>(name: "main", storage: .file(directory: directory.url)) {
            applied.append($0)
        }
        #expect(relaunched.heldLink == link)
        relaunched.open()
        #expect(applied == [link])
        let again = LinkGate<URL>(name: "main", storage: .file(directory: directory.url)) {
            applied.append($0)
        }
        #expect(again.heldLink == nil)
        #expect(directory.fileNames.isEmpty)
    }

    @Test("A damaged held-link file is moved aside, not applied, and never crashes")
    func damagedFile() throws {
        let directory = TemporaryDirectory()
        try directory.write(Data("{ not json".utf8), to: "heldLink-main.json")
        let gate = LinkGate<URL>(name: "main", storage: .file(directory: directory.url)) { _ in
            Issue.record("nothing should be applied")
        }
        gate.open()
        #expect(gate.heldLink == nil)
        #expect(directory.fileNames.count == 1)
        #expect(directory.fileNames.first?.contains("corrupt") == true)
    }
}
