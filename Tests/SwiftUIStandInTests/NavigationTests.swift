import SwiftUI
import Testing

@Suite("NavigationStack")
@MainActor
struct NavigationTests {
    @Test func recordsThePathAndRendersEachDestination() {
        let tree = StandInRenderer().render(StackHost(model: PathModel(path: [.detail(1), .settings])))
        let stack = tree.first(StandInNavigationStackNode.self)
        #expect(stack?.path == [AnyHashable(Route.detail(1)), AnyHashable(Route.settings)])
        #expect(stack?.pushed.map(\.texts) == [["Detail 1"], ["Count 0"]])
        #expect(stack?.destinationTypes.map { "\($0)" } == ["Route"])
    }

    @Test func rendersTheDestinationForAnElement() {
        let tree = StandInRenderer().render(StackHost(model: PathModel(path: [])))
        let stack = tree.first(StandInNavigationStackNode.self)
        #expect(stack?.renderDestination(for: Route.detail(9))?.texts == ["Detail 9"])
        #expect(stack?.renderDestination(for: "not a route") == nil)
    }

    @Test func settingThePathWritesTheBindingAndDiscardsPoppedState() {
        let model = PathModel(path: [.detail(1), .settings])
        let renderer = StandInRenderer()
        renderer.render(StackHost(model: model)).button(titled: "Count 0")?.tap()
        #expect(renderer.render(StackHost(model: model)).texts.last == "Count 1")

        renderer.render(StackHost(model: model)).first(StandInNavigationStackNode.self)?.path = [
            AnyHashable(Route.detail(1))
        ]
        #expect(model.path == [.detail(1)])
        renderer.render(StackHost(model: model))
        model.path.append(.settings)
        #expect(renderer.render(StackHost(model: model)).texts.last == "Count 0")
    }

    @Test func dumpsTheTree() {
        let tree = StandInRenderer().render(StackHost(model: PathModel(path: [.detail(2)])))
        #expect(
            tree.dump() == """
                Root
                  StackHost
                    NavigationStack path=[detail(2)]
                      List
                        Text "Home"
                      destination [0] detail(2):
                        RouteView
                          Text "Detail 2"
                """)
    }

    @Test func keepsItsOwnPathWithoutABinding() {
        let tree = StandInRenderer().render(NavigationStack { Text("Root") })
        let stack = tree.first(StandInNavigationStackNode.self)
        stack?.path = [AnyHashable(1)]
        #expect(stack?.path == [AnyHashable(1)])
    }
}
