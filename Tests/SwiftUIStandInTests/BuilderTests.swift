import SwiftUI
import Testing

/// Every `ViewBuilder` form, rendered.
private struct BuilderForms: View {
    let flag: Bool
    let route: Route?
    let names: [String]

    var body: some View {
        Text("one")
        if flag {
            Text("flag")
        }
        if let route {
            switch route {
            case .detail(let number): Text("detail \(number)")
            case .settings: Text("settings")
            }
        } else {
            EmptyView()
        }
        ForEach(names, id: \.self) { name in
            Text(name)
        }
        AnyView(Text("erased"))
        Group {
            Text("grouped")
        }
        Text("seven")
    }
}

@Suite("ViewBuilder")
@MainActor
struct BuilderTests {
    @Test(arguments: [
        (
            true, Route.detail(3), ["a", "b"],
            ["one", "flag", "detail 3", "a", "b", "erased", "grouped", "seven"]
        ),
        (false, nil, [], ["one", "erased", "grouped", "seven"]),
        (false, Route.settings, ["c"], ["one", "settings", "c", "erased", "grouped", "seven"]),
    ])
    func rendersEveryForm(flag: Bool, route: Route?, names: [String], texts: [String]) {
        let tree = StandInRenderer().render(BuilderForms(flag: flag, route: route, names: names))
        #expect(tree.texts == texts)
    }

    @Test func switchingBranchesResetsState() {
        struct Branches: View {
            let isFirst: Bool
            var body: some View {
                if isFirst {
                    Counter()
                } else {
                    Counter()
                }
            }
        }
        let renderer = StandInRenderer()
        renderer.render(Branches(isFirst: true)).button(titled: "Count 0")?.tap()
        #expect(renderer.render(Branches(isFirst: true)).texts == ["Count 1"])
        #expect(renderer.render(Branches(isFirst: false)).texts == ["Count 0"])
    }
}
