import Observation
import SwiftUI
import Testing

/// A model with two properties, so a test can change one a view doesn't read.
@Observable @MainActor
private final class Scoreboard {
    var home = 0
    var away = 0
}

/// Reads `home` only.
private struct HomeScore: View {
    let board: Scoreboard

    var body: some View {
        Text("Home \(board.home)")
    }
}

/// Reads `away` only.
private struct AwayScore: View {
    let board: Scoreboard

    var body: some View {
        Text("Away \(board.away)")
    }
}

/// Reads nothing of the board; hands it to two views that each read one property.
private struct Stadium: View {
    let board: Scoreboard

    var body: some View {
        Group {
            HomeScore(board: board)
            AwayScore(board: board)
        }
    }
}

/// Reads `home` and passes a label built from it to its child.
private struct Announcer: View {
    let board: Scoreboard

    var body: some View {
        Group {
            Caption(text: board.home > 2 ? "Leading" : "Level")
            Caption(text: "Fixed")
        }
    }
}

private struct Caption: View {
    let text: String

    var body: some View {
        Text(text)
    }
}

/// Holds what its parent passes: a class reference, a closure or an `AnyView`.
private struct Holder: View {
    let board: Scoreboard?
    let action: (() -> Void)?
    let content: AnyView?

    var body: some View {
        Text("Holder")
    }
}

/// Reads `home`, and passes its child the same inputs every time, of the kind `kind` says.
private struct HolderParent: View {
    enum Kind {
        case sameReference, newReference, closure, anyView
    }

    let board: Scoreboard
    let kind: Kind

    var body: some View {
        let home = board.home
        switch kind {
        case .sameReference: Holder(board: board, action: nil, content: nil)
        case .newReference: Holder(board: Scoreboard(), action: nil, content: nil)
        case .closure: Holder(board: nil, action: { _ = home }, content: nil)
        case .anyView: Holder(board: nil, action: nil, content: AnyView(Text("Same")))
        }
    }
}

/// A button that counts in `State`, beside a view with no inputs.
private struct TapCounter: View {
    @State private var taps = 0

    var body: some View {
        Group {
            Button("Taps \(taps)") { taps += 1 }
            Caption(text: "Static")
        }
    }
}

/// Reads the theme from the environment.
private struct ThemeReader: View {
    @Environment(\.theme) private var theme

    var body: some View {
        Text(theme)
    }
}

/// Sets the theme from the board's `home`, over a reader and a view that doesn't read it.
private struct ThemedStadium: View {
    let board: Scoreboard

    var body: some View {
        Group {
            ThemeReader()
            Caption(text: "Plain")
        }
        .environment(\.theme, board.home > 0 ? "bright" : "plain")
    }
}

@Suite("Body re-evaluation")
@MainActor
struct BodyEvaluationTests {
    @Test func aFirstRenderEvaluatesEveryBody() {
        let renderer = StandInRenderer()
        renderer.render(Stadium(board: Scoreboard()))
        #expect(renderer.bodyEvaluations.sinceMark == ["Stadium": 1, "HomeScore": 1, "AwayScore": 1])
        #expect(renderer.bodyEvaluations.total == 3)
    }

    @Test func anUpdateWithNothingChangedEvaluatesNothing() {
        let renderer = StandInRenderer()
        renderer.render(Stadium(board: Scoreboard()))
        renderer.bodyEvaluations.mark()
        let tree = renderer.update()
        #expect(renderer.bodyEvaluations.sinceMark == [:])
        #expect(tree.texts == ["Home 0", "Away 0"])
    }

    @Test func aChangedPropertyReEvaluatesOnlyTheBodiesThatReadIt() {
        let board = Scoreboard()
        let renderer = StandInRenderer()
        renderer.render(Stadium(board: board))
        renderer.bodyEvaluations.mark()
        board.away = 1
        let tree = renderer.update()
        #expect(renderer.bodyEvaluations.sinceMark == ["AwayScore": 1])
        #expect(renderer.bodyEvaluations.pathsSinceMark == ["/Stadium/0/1/AwayScore"])
        #expect(tree.texts == ["Home 0", "Away 1"])
    }

    @Test func anEqualInputKeepsTheChildsBody() {
        let board = Scoreboard()
        let renderer = StandInRenderer()
        renderer.render(Announcer(board: board))
        renderer.bodyEvaluations.mark()
        board.home = 1
        renderer.update()
        // The announcer read `home`; both captions got the strings they had.
        #expect(renderer.bodyEvaluations.sinceMark == ["Announcer": 1])
        board.home = 3
        let tree = renderer.update()
        #expect(renderer.bodyEvaluations.sinceMark == ["Announcer": 2, "Caption": 1])
        #expect(tree.texts == ["Leading", "Fixed"])
    }

    @Test(arguments: [
        (HolderParent.Kind.sameReference, 0), (.newReference, 1), (.closure, 1), (.anyView, 1),
    ])
    fileprivate func aReevaluatedParentPassesInputsComparedByTheRule(kind: HolderParent.Kind, holders: Int) {
        let board = Scoreboard()
        let renderer = StandInRenderer()
        renderer.render(HolderParent(board: board, kind: kind))
        renderer.bodyEvaluations.mark()
        board.home = 1
        renderer.update()
        let expected = holders == 0 ? ["HolderParent": 1] : ["HolderParent": 1, "Holder": holders]
        #expect(renderer.bodyEvaluations.sinceMark == expected)
    }

    @Test func aStateWriteReEvaluatesTheViewThatHoldsIt() {
        let renderer = StandInRenderer()
        renderer.render(TapCounter()).button(titled: "Taps 0")?.tap()
        renderer.bodyEvaluations.mark()
        let tree = renderer.update()
        #expect(renderer.bodyEvaluations.sinceMark == ["TapCounter": 1])
        #expect(tree.texts == ["Taps 1", "Static"])
    }

    @Test func aChangedEnvironmentValueReEvaluatesTheViewsThatReadIt() {
        let board = Scoreboard()
        let renderer = StandInRenderer()
        renderer.render(ThemedStadium(board: board))
        renderer.bodyEvaluations.mark()
        board.home = 1
        let tree = renderer.update()
        #expect(renderer.bodyEvaluations.sinceMark == ["ThemedStadium": 1, "ThemeReader": 1])
        #expect(tree.texts == ["bright", "Plain"])
    }

    @Test func renderHandsInANewRootWhoseBodyIsEvaluated() {
        let board = Scoreboard()
        let renderer = StandInRenderer()
        renderer.render(Stadium(board: board))
        renderer.bodyEvaluations.mark()
        renderer.render(Stadium(board: board))
        // The root is new; its children got the same reference.
        #expect(renderer.bodyEvaluations.sinceMark == ["Stadium": 1])
    }

    @Test func aViewThatLeftIsEvaluatedWhenItComesBack() {
        let renderer = StandInRenderer()
        renderer.render(IdentifiedCounter(id: 1))
        renderer.render(IdentifiedCounter(id: 2))
        renderer.bodyEvaluations.mark()
        renderer.render(IdentifiedCounter(id: 1))
        #expect(renderer.bodyEvaluations.sinceMark == ["IdentifiedCounter": 1, "Counter": 1])
    }
}
