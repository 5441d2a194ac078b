import SwiftUI
import Testing

/// A path model that records every write of its binding.
@MainActor
private final class RecordingPath {
    var path: [Route]
    private(set) var writes: [[Route]] = []

    init(path: [Route]) {
        self.path = path
    }

    func write(_ path: [Route]) {
        writes.append(path)
        self.path = path
    }
}

/// A list of links in a stack whose typed path binding records its writes; the pushed screens
/// have links too.
private struct LinkList: View {
    let model: RecordingPath

    var body: some View {
        let model = model
        NavigationStack(
            path: Binding(
                get: { MainActor.assumeIsolated { model.path } },
                set: { path in MainActor.assumeIsolated { model.write(path) } }
            )
        ) {
            List {
                NavigationLink(value: Route.detail(1)) { Text("One") }
                NavigationLink(value: "not a route") { Text("String") }
                NavigationLink(value: Route?.none) { Text("Disabled") }
            }
            .navigationDestination(for: Route.self) { route in
                RouteView(route: route)
                NavigationLink(value: Route.settings) { Text("Settings from \(route)") }
            }
        }
    }
}

@Suite("NavigationLink and pop gestures")
@MainActor
struct NavigationLinkTests {
    private func link(_ title: String, in tree: StandInNode) -> StandInNavigationLinkNode? {
        tree.find(StandInNavigationLinkNode.self).first { $0.texts == [title] }
    }

    @Test func aTappedLinkAppendsItsValueToTheEnclosingStacksPathInOneWrite() throws {
        let model = RecordingPath(path: [])
        let renderer = StandInRenderer()
        link("One", in: renderer.render(LinkList(model: model)))?.tap()
        #expect(model.writes == [[.detail(1)]])
        let tree = renderer.render(LinkList(model: model))
        #expect(tree.first(StandInNavigationStackNode.self)?.pushed.map(\.texts.first) == ["Detail 1"])
        // A link on the pushed screen appends to the same stack's path.
        link("Settings from detail(1)", in: tree)?.tap()
        #expect(model.writes.last == [.detail(1), .settings])
        #expect(renderer.runtimeWarnings.isEmpty)
    }

    @Test func aLinkWithNoMatchingDestinationOrANilValueDoesNothing() {
        let model = RecordingPath(path: [])
        let renderer = StandInRenderer()
        let tree = renderer.render(LinkList(model: model))
        link("String", in: tree)?.tap()
        link("Disabled", in: tree)?.tap()
        #expect(model.writes.isEmpty)
        #expect(
            renderer.runtimeWarnings == [
                "A NavigationLink is presenting a value of type “String” but there is no matching "
                    + "navigationDestination declaration visible from the location of the link. The link "
                    + "cannot be activated."
            ])
    }

    @Test func aLinkOutsideAStackDoesNothing() {
        let renderer = StandInRenderer()
        renderer.render(NavigationLink(value: Route.settings) { Text("Loose") })
            .first(StandInNavigationLinkNode.self)?.tap()
        #expect(renderer.runtimeWarnings.count == 1)
    }

    @Test func aPopGestureWritesThePathOnceWithTheShorterArray() {
        let model = RecordingPath(path: [.detail(1), .detail(2), .settings])
        let renderer = StandInRenderer()
        let stack = renderer.render(LinkList(model: model)).first(StandInNavigationStackNode.self)
        stack?.popGesture(toCount: 1)
        #expect(model.writes == [[.detail(1)]])
        stack?.popGesture(toCount: 3)
        #expect(model.writes.count == 1)
    }

    @Test func dumpsALink() {
        let tree = StandInRenderer().render(LinkList(model: RecordingPath(path: [])))
        #expect(tree.dump().contains("NavigationLink value=detail(1)"))
    }
}
