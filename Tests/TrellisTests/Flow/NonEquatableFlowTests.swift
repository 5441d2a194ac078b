import Testing
import Trellis

@MainActor
@Suite("Flow routing with non-Equatable destinations")
struct NonEquatableFlowTests {
    @Test("setRoot(_:) never treats a destination as the current one: the child is replaced")
    func setRootReplacesChild() throws {
        let flow = NonEquatableFlowCoordinator()
        flow.setRoot(.compose)
        let first = try #require(flow.stack.rootChild)
        weak let weakFirst = first
        flow.setRoot(.compose)
        let second = try #require(flow.stack.rootChild)
        expectNotIdentical(first, second)
        _ = consume first
        expectNil(weakFirst)
    }

    @Test("The predicate forms of popTo… and isInStack work")
    func predicates() {
        let flow = NonEquatableFlowCoordinator()
        flow.route(to: .page("a"))
        flow.route(to: .page("b"))
        flow.route(to: .page("a"))
        expectTrue(flow.isInStack { $0.pageName == "b" })
        expectFalse(flow.isInStack { $0.pageName == "c" })
        expectTrue(flow.popToLast { $0.pageName == "a" })
        expectEqual(flow.stack.entries.count, 3)
        expectTrue(flow.popToFirst { $0.pageName == "a" })
        expectEqual(flow.stack.entries.compactMap(\.destination.pageName), ["a"])
        expectTrue(flow.popToFirst { $0.pageName == "start" })
        expectEmpty(flow.stack.entries)
    }

    @Test("debugHierarchy() prints non-Equatable destinations")
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
}
