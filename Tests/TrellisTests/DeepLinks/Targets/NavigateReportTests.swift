import Testing
import Trellis

/// What `navigate(to:)` reports of the parts it cannot reach: each part is in the
/// `NavigationTargetReport` and is a `deepLinkSkipped` diagnostic on the coordinator that
/// shows it (whichever kind of part it is), and none is when everything is reached; the
/// places are spelled out only for the parts reported.
@MainActor
@Suite("Targets: unreachable parts, reported and diagnosed")
struct NavigateReportTests {
    /// One kind of part `navigate(to:)` cannot reach, on a fresh session tree.
    enum Part: String, CaseIterable, CustomTestStringConvertible {
        case rootHostingNoChild, rootHostingAnotherType
        case pushHostingNoChild, modalHostingNoChild, keptEntryHostingNoChild, entryHostingAnotherType
        case tabHostingNoChild, tabHostingAnotherType, noTabShowingIt
        /// A part two coordinators below the one navigated.
        case nestedPart

        var testDescription: String { rawValue }

        /// The report's line for the part.
        var expected: String {
            switch self {
            case .rootHostingNoChild: "SessionApp root .home: hosts no child coordinator"
            case .rootHostingAnotherType: "SessionApp root .login: hosts SeededFlow, not SessionFlow"
            case .pushHostingNoChild: "SessionFlow push .detail(1): hosts no child coordinator"
            case .modalHostingNoChild: "SessionTabs fullScreenCover .welcome: hosts no child coordinator"
            case .keptEntryHostingNoChild: "SessionFlow push .home: hosts no child coordinator"
            case .entryHostingAnotherType: "SessionFlow sheet .tabs: hosts SessionTabs, not SessionFlow"
            case .tabHostingNoChild: "SessionTabs tab .home: hosts no child coordinator"
            case .tabHostingAnotherType: "SessionTabs tab .seeded: hosts SeededFlow, not SessionFlow"
            case .noTabShowingIt: "SessionTabs tab .switcher: no tab shows it"
            case .nestedPart: "SessionFlow push .home: hosts no child coordinator"
            }
        }

        /// Navigates a fresh tree; returns the tree, the report, the diagnostics its observer
        /// received, and the coordinator that shows the part.
        @MainActor
        func navigate() -> (
            tree: any Coordinator, report: NavigationTargetReport, diagnostics: [NavigationDiagnostic],
            shownBy: (any Coordinator)?
        ) {
            var report: NavigationTargetReport?
            let flow = SessionFlow()
            let tabs = SessionTabs()
            let app = SessionApp()
            let tree: any Coordinator
            switch self {
            case .rootHostingNoChild, .rootHostingAnotherType, .nestedPart: tree = app
            case .modalHostingNoChild, .tabHostingNoChild, .tabHostingAnotherType, .noTabShowingIt:
                tree = tabs
            case .pushHostingNoChild, .keptEntryHostingNoChild, .entryHostingAnotherType: tree = flow
            }
            if self == .keptEntryHostingNoChild { flow.route(to: .home) }
            let diagnostics = recordingDiagnostics(of: tree) {
                switch self {
                case .rootHostingNoChild:
                    report = app.navigate(to: SessionApp.target(root: .home, showing: SessionFlow.target()))
                case .rootHostingAnotherType:
                    report = app.navigate(to: SessionApp.target(root: .login, showing: SessionFlow.target()))
                case .pushHostingNoChild:
                    report = flow.navigate(
                        to: SessionFlow.target(path: [.push(.detail(1), showing: SessionFlow.target())]))
                case .modalHostingNoChild:
                    report = tabs.navigate(
                        to: SessionTabs.target(
                            tab: .flow,
                            modals: [.present(.welcome, as: .fullScreenCover, showing: SessionFlow.target())])
                    )
                case .keptEntryHostingNoChild:
                    report = flow.navigate(
                        to: SessionFlow.target(path: [.push(.home, showing: SessionFlow.target())]))
                case .entryHostingAnotherType:
                    report = flow.navigate(
                        to: SessionFlow.target(path: [.present(.tabs, showing: SessionFlow.target())]))
                case .tabHostingNoChild:
                    report = tabs.navigate(to: SessionTabs.target(tab: .home, showing: SessionFlow.target()))
                case .tabHostingAnotherType:
                    report = tabs.navigate(
                        to: SessionTabs.target(tab: .seeded, showing: SessionFlow.target()))
                case .noTabShowingIt:
                    report = tabs.navigate(to: SessionTabs.target(tab: .switcher))
                case .nestedPart:
                    let inner = SessionFlow.target(path: [.push(.home, showing: SessionFlow.target())])
                    report = app.navigate(
                        to: SessionApp.target(
                            root: .main, showing: SessionTabs.target(tab: .flow, showing: inner)))
                }
            }
            let shownBy: (any Coordinator)? =
                switch self {
                case .rootHostingNoChild, .rootHostingAnotherType: app
                case .modalHostingNoChild, .tabHostingNoChild, .tabHostingAnotherType, .noTabShowingIt: tabs
                case .pushHostingNoChild, .keptEntryHostingNoChild, .entryHostingAnotherType: flow
                case .nestedPart: DeepTargets.chain(below: app).last
                }
            return (tree, report ?? flow.navigate(to: SessionFlow.target()), diagnostics, shownBy)
        }
    }

    @Test(
        "Each kind of unreachable part is a deepLinkSkipped diagnostic on the coordinator showing it",
        arguments: Part.allCases)
    func eachPartIsDiagnosed(_ part: Part) {
        let (_, report, diagnostics, shownBy) = part.navigate()
        expectEqual(report.unreachable.map(\.description), [part.expected])
        expectEqual(diagnostics.map(\.kind), [.deepLinkSkipped])
        let diagnostic = diagnostics.first
        expectEqual(diagnostic?.message, "navigate(to:): \(part.expected)")
        expectEqual(diagnostic?.coordinatorType, part.expected.prefix { $0 != " " }.description)
        #expect(shownBy != nil && diagnostic?.coordinator === shownBy)
    }

    /// The target also makes a layout warning (the app's sheet over the sheet its tab set
    /// presents): the diagnostics come in the order the target is applied, a warning when its
    /// entry is shown.
    func severalParts() {
        let app = SessionApp()
        var report: NavigationTargetReport?
        let diagnostics = recordingDiagnostics(of: app) {
            report = app.navigate(
                to: SessionApp.target(
                    root: .main,
                    showing: SessionTabs.target(
                        tab: .flow,
                        showing: SessionFlow.target(path: [
                            .push(.detail(2), showing: SessionFlow.target()),
                            .push(.seeded, showing: SessionFlow.target()),
                        ]),
                        modals: [.present(.home, showing: SessionTabs.target(tab: .flow))]),
                    modals: [.present(.tabs, showing: SessionTabs.target(tab: .legacy))]))
        }
        expectEqual(
            report?.unreachable.map(\.description),
            [
                "SessionFlow push .detail(2): hosts no child coordinator",
                "SessionFlow push .seeded: hosts SeededFlow, not SessionFlow",
                "SessionTabs sheet .home: hosts no child coordinator",
                "SessionTabs tab .legacy: no tab shows it",
            ])
        expectEqual(
            diagnostics.map(\.summary),
            [
                "deepLinkSkipped SessionFlow", "deepLinkSkipped SessionFlow", "deepLinkSkipped SessionTabs",
                "ambiguousLayout SessionApp", "deepLinkSkipped SessionTabs",
            ])
        expectEqual(
            diagnostics.filter { $0.kind == .deepLinkSkipped }.map(\.message),
            report?.unreachable.map { "navigate(to:): \($0)" })
        expectEqual(
            diagnostics.first { $0.kind == .ambiguousLayout }?.message,
            "navigate(to:)'s sheet .tabs presents over the sheet that SessionTabs presents: the window shows it "
                + "as the layer above; dismissing SessionTabs's sheet dismisses it too")
    }

    /// Its layout has one reading too (a cover over a sheet, both in the same branch), so no
    /// `ambiguousLayout` either.
    func reachedTargetIsSilent() {
        let app = SessionApp()
        var report: NavigationTargetReport?
        let diagnostics = recordingDiagnostics(of: app) {
            report = app.navigate(
                to: SessionApp.target(
                    root: .main,
                    showing: SessionTabs.target(
                        tab: .flow,
                        showing: SessionFlow.target(
                            root: .switcher, showing: SessionSwitch.target(root: .home),
                            path: [.push(.flow, showing: SessionFlow.target(path: [.push(.detail(1))]))]),
                        modals: [
                            .present(
                                .flow,
                                showing: SessionFlow.target(path: [
                                    .present(
                                        .seeded, as: .fullScreenCover, showing: SeededFlow.target(path: []))
                                ]))
                        ])))
        }
        expectEqual(report?.isComplete, true, "\(String(describing: report))")
        expectEmpty(diagnostics, "\(diagnostics)")
    }

    func describesOnlyWhatItReports() {
        CountedPlace.descriptions = 0
        let flow = CountingFlow()
        let reached = flow.navigate(
            to: CountingFlow.target(path: [
                .push(CountedPlace("a")),
                .push(
                    CountedPlace("next"), showing: CountingFlow.target(path: [.present(CountedPlace("b"))])),
            ]))
        let describedWhenReached = CountedPlace.descriptions
        expectTrue(reached.isComplete)
        expectEqual(describedWhenReached, 0)

        CountedPlace.descriptions = 0
        let partial = flow.navigate(
            to: CountingFlow.target(path: [
                .push(CountedPlace("a"), showing: CountingFlow.target()),
                .push(
                    CountedPlace("next"), showing: CountingFlow.target(path: [.present(CountedPlace("b"))])),
            ]))
        let describedWhenPartial = CountedPlace.descriptions
        expectEqual(partial.description, "CountingFlow push .a: hosts no child coordinator")
        expectEqual(describedWhenPartial, 1)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .severalParts: severalParts()
        case .reachedTargetIsSilent: reachedTargetIsSilent()
        case .describesOnlyWhatItReports: describesOnlyWhatItReports()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case severalParts = "Several unreachable parts: one diagnostic each, in the report's order"
        case reachedTargetIsSilent = "A target reached everywhere raises no diagnostic"
        case describesOnlyWhatItReports = "Destinations are described only for the parts reported"

        var testDescription: String { rawValue }
    }
}

/// A destination that counts how often it is described.
struct CountedPlace: Hashable, CustomStringConvertible {
    /// Only `NavigateReportTests.describesOnlyWhatItReports` uses the type, on the main actor.
    nonisolated(unsafe) static var descriptions = 0
    var name: String

    init(_ name: String) {
        self.name = name
    }

    var description: String {
        Self.descriptions += 1
        return name
    }
}

/// A flow of ``CountedPlace``s: `next` hosts another one.
@MainActor
final class CountingFlow: FlowCoordinator {
    let navigation = FlowNavigation<CountingFlow>(root: CountedPlace("start"))

    func makeChild(for destination: CountedPlace) -> (any Coordinator)? {
        destination.name == "next" ? CountingFlow() : nil
    }
}
