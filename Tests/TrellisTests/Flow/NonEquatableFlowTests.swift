import Testing
import Trellis

@MainActor
@Suite("Flow routing with non-Equatable destinations")
struct NonEquatableFlowTests {
    func setRootReplacesChild() throws {
        let flow = NonEquatableFlowCoordinator()
        flow.setRoot(.compose)
        let first = try #require(flow.navigation.rootChild)
        weak let weakFirst = first
        flow.setRoot(.compose)
        let second = try #require(flow.navigation.rootChild)
        expectNotIdentical(first, second)
        _ = consume first
        expectNil(weakFirst)
    }

    func predicates() {
        let flow = NonEquatableFlowCoordinator()
        flow.route(to: .page("a"))
        flow.route(to: .page("b"))
        flow.route(to: .page("a"))
        expectTrue(flow.isInStack { $0.pageName == "b" })
        expectFalse(flow.isInStack { $0.pageName == "c" })
        expectTrue(flow.popToLast { $0.pageName == "a" })
        expectEqual(flow.navigation.entries.count, 3)
        expectTrue(flow.popToFirst { $0.pageName == "a" })
        expectEqual(flow.navigation.entries.compactMap(\.destination.pageName), ["a"])
        expectTrue(flow.popToFirst { $0.pageName == "start" })
        expectEmpty(flow.navigation.entries)
    }

    func prints() {
        let flow = NonEquatableFlowCoordinator()
        flow.route(to: .page("a"))
        flow.present(.compose)
        expectEqual(
            flow.debugHierarchy(),
            """
            NonEquatableFlowCoordinator [flow]
              root .page("start")
              push .page("a")
              sheet .compose → ComposeFlowCoordinator [flow]
                root .editor
            """)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .setRootReplacesChild: try setRootReplacesChild()
        case .predicates: predicates()
        case .prints: prints()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case setRootReplacesChild =
            "setRoot(_:) never treats a destination as the current one: the child is replaced"
        case predicates = "The predicate forms of popTo… and isInStack work"
        case prints = "debugHierarchy() prints non-Equatable destinations"

        var testDescription: String { rawValue }
    }
}
