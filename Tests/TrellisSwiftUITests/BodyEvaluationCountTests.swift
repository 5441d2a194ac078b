import Foundation
import SwiftUI
import Testing
import Trellis
import TrellisSwiftUI

/// What each change re-evaluates, counted by the stand-in's renderer on a tree of five tabs
/// (`CountedTree.swift`): the bodies evaluated from the change until the window settles (a
/// staged presentation takes a second update, when the sheet reports that it appeared), by view
/// type. The same counts at 50 and 500 screens: an update costs bodies in what changed, not in
/// the tree's size.
@MainActor
@Suite("Body evaluations per change")
struct BodyEvaluationCountTests {
    /// A change to make, and the bodies it re-evaluates.
    enum Change: String, CaseIterable, CustomTestStringConvertible {
        case push = "A push in the selected tab"
        case pop = "A pop in the selected tab"
        case present = "A sheet presented from the selected tab"
        case dismiss = "The sheet dismissed"
        case tabSwitch = "Another tab selected"
        case unrelatedTab = "A push in a tab not shown"

        var testDescription: String { rawValue }

        /// Makes the change on `tabs` (after `prepare`).
        @MainActor func make(on tabs: CountedTabs) {
            switch self {
            case .push: tabs.flow(0)?.route(to: .screen(1000))
            case .pop: tabs.flow(0)?.pop()
            case .present: tabs.flow(0)?.present(.sheet)
            case .dismiss: tabs.flow(0)?.dismissAllModals()
            case .tabSwitch: tabs.select(index: 2)
            case .unrelatedTab: tabs.flow(3)?.route(to: .screen(1000))
            }
        }

        /// What the tree shows before the change, beyond `CountedTabs.make(screens:)`.
        @MainActor func prepare(_ tabs: CountedTabs) {
            if self == .dismiss { tabs.flow(0)?.present(.sheet) }
        }

        /// The bodies the change re-evaluates, by view type.
        var expected: [String: Int] {
            switch self {
            case .push:
                [
                    "CoordinatorView": 1, "TabStackView": 1, "StackView": 2, "ScreenView": 1,
                    "CountedScreen": 1,
                ]
            case .pop: ["CoordinatorView": 1, "TabStackView": 1, "StackView": 2]
            case .present:
                [
                    "CoordinatorView": 2, "LayerView": 4, "TabStackView": 1, "StackView": 3, "ScreenView": 1,
                    "CountedScreen": 1, "QuestionHost<StackView>": 1, "QuestionPresenter": 1,
                ]
            case .dismiss: ["CoordinatorView": 2, "LayerView": 2, "TabStackView": 1, "StackView": 2]
            case .tabSwitch: ["CoordinatorView": 1, "StackView": 1, "ScreenView": 1, "TabSetView": 1]
            case .unrelatedTab: ["TabStackView": 1, "StackView": 1, "ScreenView": 1, "CountedScreen": 1]
            }
        }
    }

    /// Renders the tree, makes `change`, and returns the bodies evaluated until the window
    /// settled.
    private func evaluations(of change: Change, screens: Int) -> [String: Int] {
        let tabs = CountedTabs.make(screens: screens)
        change.prepare(tabs)
        let renderer = StandInRenderer()
        renderer.render(CountedApp(tabs: tabs))
        renderer.settle()
        change.make(on: tabs)
        return renderer.settle()
    }

    @Test(arguments: Change.allCases)
    func fiftyScreens(_ change: Change) {
        #expect(evaluations(of: change, screens: 50) == change.expected)
    }

    /// About 3 s a change in a debug build (the first render of 500 screens): a thorough test,
    /// run by `Scripts/thorough-tests`; `trellis-bench` prints the same counts at both sizes.
    @Test(
        "The counts at 500 screens are the counts at 50",
        .enabled(
            if: ProcessInfo.processInfo.environment["TRELLIS_THOROUGH"] == "1",
            "a thorough test: Scripts/thorough-tests runs it"),
        arguments: Change.allCases)
    func fiveHundredScreens(_ change: Change) {
        #expect(evaluations(of: change, screens: 500) == change.expected)
    }

    @Test("A question asked and answered in one window evaluates no body of another window")
    func questionInAnotherWindow() throws {
        let first = CountedTabs.make(screens: 50)
        let second = CountedTabs.make(screens: 50)
        let firstWindow = StandInRenderer()
        let secondWindow = StandInRenderer()
        firstWindow.render(CountedApp(tabs: first))
        secondWindow.render(CountedApp(tabs: second))
        firstWindow.settle()
        secondWindow.settle()
        let asker = try #require(first.flow(0))
        asker.ask(.alert("Saved", buttons: [.init("OK", answer: "ok")])) { _ in }
        #expect(firstWindow.settle()["CoordinatorView"] == 1)
        #expect(secondWindow.settle() == [:])
        asker.dismissQuestions()
        #expect(firstWindow.settle()["CoordinatorView"] == 1)
        #expect(secondWindow.settle() == [:])
    }

    @Test("The tree renders every screen once, and an update with no change evaluates nothing")
    func firstRenderAndIdleUpdate() {
        let tabs = CountedTabs.make(screens: 50)
        let renderer = StandInRenderer()
        let tree = renderer.render(CountedApp(tabs: tabs))
        #expect(renderer.bodyEvaluations.sinceMark["CountedScreen"] == 50)
        #expect(tree.texts.filter { $0.hasPrefix("screen(") }.count == 50)
        renderer.settle()
        #expect(renderer.settle() == [:])
    }
}
