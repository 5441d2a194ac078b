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

    func heldUntilSignIn() {
        let app = App()
        app.prepareNavigation()
        var reports: [NavigationTargetReport] = []
        let links = LinkGate<NavigationTarget<App>> { reports.append(app.navigate(to: $0)) }
        links.receive(profileDetail(1))
        links.receive(profileDetail(2))
        expectEmpty(reports)
        expectEqual(app.navigation.root, .login)

        app.setRoot(.main)  // the user signed in
        links.open()
        expectEqual(reports.map(\.isComplete), [true])
        expectNil(links.heldLink)
        let profile =
            (app.navigation.rootChild as? MainTabCoordinator)?.navigation.tabs[2].child as? ProfileCoordinator
        expectEqual(profile?.navigation.entries.map(\.destination), [.detail(id: 2)])

        links.receive(profileDetail(3))  // open: applied at once
        expectEqual(reports.count, 2)
        links.close()
        links.receive(profileDetail(4))
        links.discardHeldLink()
        links.open()
        expectEqual(reports.count, 2)
    }

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

        expectEqual(directory.fileNames, ["heldLink-main.json"])
        let relaunched = LinkGate<URL>(name: "main", storage: .file(directory: directory.url)) {
            applied.append($0)
        }
        expectEqual(relaunched.heldLink, link)
        relaunched.open()
        expectEqual(applied, [link])
        let again = LinkGate<URL>(name: "main", storage: .file(directory: directory.url)) {
            applied.append($0)
        }
        expectNil(again.heldLink)
        expectEmpty(directory.fileNames)
    }

    func damagedFile() throws {
        let directory = TemporaryDirectory()
        try directory.write(Data("{ not json".utf8), to: "heldLink-main.json")
        let gate = LinkGate<URL>(name: "main", storage: .file(directory: directory.url)) { _ in
            Issue.record("nothing should be applied")
        }
        gate.open()
        expectNil(gate.heldLink)
        expectEqual(directory.fileNames.count, 1)
        expectEqual(directory.fileNames.first?.contains("corrupt"), true)
    }

    func gatesSharingAName() throws {
        let directory = TemporaryDirectory()
        let storage = StateStorageMethod.file(directory: directory.url)
        let (first, second, third) = try (
            #require(URL(string: "shop://home/detail/1")), #require(URL(string: "shop://home/detail/2")),
            #require(URL(string: "shop://home/detail/3"))
        )
        var applied: [URL] = []
        func relaunched() -> URL? { LinkGate<URL>(name: "main", storage: storage) { _ in }.heldLink }

        // The older link is applied: the newer one, which the other gate holds, stays stored.
        let one = LinkGate<URL>(name: "main", storage: storage) { applied.append($0) }
        let two = LinkGate<URL>(name: "main", storage: storage) { applied.append($0) }
        one.receive(first)
        two.receive(second)
        one.open()
        expectEqual(relaunched(), second)
        expectEqual(two.heldLink, second)

        // The newer link is applied: the older one, which the other gate still holds, is stored.
        one.close()
        one.receive(third)
        two.open()
        expectEqual(applied, [first, second])
        expectEqual(relaunched(), third)
        one.discardHeldLink()
        expectNil(relaunched())
        expectEmpty(directory.fileNames)
    }

    func storedLinkReadByTwoGates() throws {
        let directory = TemporaryDirectory()
        let storage = StateStorageMethod.file(directory: directory.url)
        let link = try #require(URL(string: "shop://home/detail/1"))
        LinkGate<URL>(name: "main", storage: storage) { _ in }.receive(link)

        // A second gate made while the first is still alive (a view rebuilt, a second scene).
        let one = LinkGate<URL>(name: "main", storage: storage) { _ in }
        let two = LinkGate<URL>(name: "main", storage: storage) { _ in }
        expectEqual(one.heldLink, link)
        expectEqual(two.heldLink, link)
        two.open()
        expectEmpty(directory.fileNames)
        expectEqual(one.heldLink, link)  // still in memory: the app decides what it does with it
        expectNil(LinkGate<URL>(name: "main", storage: storage) { _ in }.heldLink)

        // A link received later by the other gate is stored as usual.
        let newer = try #require(URL(string: "shop://home/detail/2"))
        one.receive(newer)
        expectEqual(LinkGate<URL>(name: "main", storage: storage) { _ in }.heldLink, newer)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .heldUntilSignIn: heldUntilSignIn()
        case .survivesRelaunchWhenAsked: try survivesRelaunchWhenAsked()
        case .damagedFile: try damagedFile()
        case .gatesSharingAName: try gatesSharingAName()
        case .storedLinkReadByTwoGates: try storedLinkReadByTwoGates()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case heldUntilSignIn =
            "A link that arrives before sign-in is held and applied after it; a newer link replaces it"
        case survivesRelaunchWhenAsked =
            "A held link survives a relaunch only with storage, and is removed once applied"
        case damagedFile = "A damaged held-link file is moved aside, not applied, and never crashes"
        case gatesSharingAName =
            "Gates sharing a name share a stored link: the newest one any of them still holds"
        case storedLinkReadByTwoGates =
            "A stored link two gates read at launch is applied once: after one applies it, a relaunch holds nothing"

        var testDescription: String { rawValue }
    }
}
