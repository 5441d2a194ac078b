import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// Popovers: a modal presentation anchored to the screen under it, with the compact adaptation
/// its coordinator chooses, dismissed by a tap outside as a user dismissal, written in
/// snapshots like a sheet.
@MainActor
@Suite("Popovers")
struct PopoverTests {
    @Test(
        "A popover is a modal entry: the hierarchy prints its role, the layout a layer that names its anchor")
    func popoverInTheTreeAndTheLayout() {
        let catalog = PopoverCatalogFlow()
        catalog.route(to: .item(3))
        catalog.present(.filters, as: .popover)
        expectEqual(
            catalog.debugHierarchy(),
            """
            PopoverCatalogFlow [flow]
              root .catalog
              push .item(3)
              popover .filters
            """)
        expectEqual(
            catalog.debugLayout(),
            """
            layer 0: base
              root PopoverCatalogFlow .catalog
              push PopoverCatalogFlow .item(3)
            layer 1: popover from PopoverCatalogFlow .item(3) (compact: sheet)
              root PopoverCatalogFlow .filters
            """)
        let layer = NavigationLayout(of: catalog).layers[1]
        expectEqual(layer.style, .popover)
        expectEqual(layer.root.presentation, .popover)
        expectEqual(layer.options.compactAdaptation, .sheet)
        expectEqual(catalog.navigation.entries.last?.presentation, .popover)
    }

    func compactAdaptationFromTheCoordinator() {
        let catalog = PopoverCatalogFlow()
        catalog.present(.filters, as: .popover)
        catalog.filtersAdaptation = .popover
        expectEqual(NavigationLayout(of: catalog).layers[1].options.compactAdaptation, .popover)
        expectEqual(
            catalog.debugLayout(),
            """
            layer 0: base
              root PopoverCatalogFlow .catalog
            layer 1: popover from PopoverCatalogFlow .catalog (compact: popover)
              root PopoverCatalogFlow .filters
            """)
    }

    func tapOutsideIsAUserDismissal() {
        let catalog = PopoverCatalogFlow()
        let log = DismissLog()
        catalog.present(.help, as: .popover, onDismissWithCause: log.handler("help"))
        let help = catalog.navigation.entries[0].child as? PopoverHelpFlow
        help?.route(to: .topic("returns"))
        let recorder = NavigationEventRecorder(observing: catalog)
        NavigationLayout(of: catalog).layers[1].userDidDismiss()
        expectEqual(log.fired, ["help: user"])
        expectEqual(
            recorder.lines,
            [
                "PopoverHelpFlow dismissed(teardown) push .topic(\"returns\")",
                "PopoverHelpFlow dismissed(teardown) root .topics",
                "PopoverCatalogFlow dismissed(user) popover .help",
            ])
        expectEqual(
            catalog.debugLayout(),
            """
            layer 0: base
              root PopoverCatalogFlow .catalog
            """)
    }

    func popoverOverATabSet() {
        let tabs = PopoverTabs()
        tabs.prepareNavigation()
        let catalog = tabs.navigation.tabs[0].child as? PopoverCatalogFlow
        catalog?.route(to: .item(7))
        tabs.present(.quickLook, as: .popover)
        expectEqual(
            tabs.debugLayout(),
            """
            layer 0: base
              root PopoverTabs [tab]
                tab[0]* PopoverCatalogFlow .catalog
                  push PopoverCatalogFlow .item(7)
                tab[1] PopoverTabs .search → (not yet created)
            layer 1: popover from PopoverCatalogFlow .item(7) (compact: sheet)
              root PopoverTabs .quickLook
            """)
    }

    func snapshotRoundTrip() throws {
        let catalog = PopoverCatalogFlow()
        catalog.route(to: .item(1))
        catalog.present(.help, as: .popover)
        (catalog.navigation.entries[1].child as? PopoverHelpFlow)?.route(to: .topic("sizes"))
        let snapshot = try catalog.captureNavigationState()
        let json = try #require(String(data: snapshot, encoding: .utf8))
        #expect(json.contains(#""presentations":"po""#))
        let restored = PopoverCatalogFlow()
        let report = try restored.restoreNavigationState(from: snapshot)
        expectEmpty(report.skipped)
        expectEqual(restored.debugHierarchy(), catalog.debugHierarchy())
        expectEqual(
            restored.debugHierarchy(),
            """
            PopoverCatalogFlow [flow]
              root .catalog
              push .item(1)
              popover .help → PopoverHelpFlow [flow]
                root .topics
                push .topic("sizes")
            """)
        expectEqual(NavigationLayout(of: restored).layers[1].style, .popover)
    }

    func navigationTargetPresentsAPopover() {
        let catalog = PopoverCatalogFlow()
        let report = catalog.navigate(
            to: PopoverCatalogFlow.target(path: [
                .push(.item(2)),
                .present(.help, as: .popover, showing: PopoverHelpFlow.target(path: [.push(.topic("fit"))])),
            ]))
        expectTrue(report.isComplete)
        expectEqual(
            catalog.debugHierarchy(),
            """
            PopoverCatalogFlow [flow]
              root .catalog
              push .item(2)
              popover .help → PopoverHelpFlow [flow]
                root .topics
                push .topic("fit")
            """)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .compactAdaptationFromTheCoordinator: compactAdaptationFromTheCoordinator()
        case .tapOutsideIsAUserDismissal: tapOutsideIsAUserDismissal()
        case .popoverOverATabSet: popoverOverATabSet()
        case .snapshotRoundTrip: try snapshotRoundTrip()
        case .navigationTargetPresentsAPopover: navigationTargetPresentsAPopover()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case compactAdaptationFromTheCoordinator =
            "The compact adaptation is the coordinator's, asked each time the layout is read"
        case tapOutsideIsAUserDismissal =
            "A tap outside is the user's dismissal: one change, cause .user, the popover's onDismiss once"
        case popoverOverATabSet = "A popover over a tab set points at the selected tab's top screen"
        case snapshotRoundTrip =
            "A popover is written in a snapshot with its own code, and restored as a popover"
        case navigationTargetPresentsAPopover =
            "A popover deep-linked through a navigation target is presented as a popover"

        var testDescription: String { rawValue }
    }
}

/// A URL route reaches a popover as it reaches a sheet: the router's target presents it.
@MainActor
@Suite("Popovers: URL routes")
struct PopoverURLRouteTests {
    private let router = URLRouter<PopoverCatalogFlow>(
        schemes: ["shop"],
        routes: [
            URLRoute("/filters") { _ in
                PopoverCatalogFlow.target(path: [.present(.filters, as: .popover)])
            } parameters: { _ in
                nil
            }
        ])

    @Test("A link opens a popover, and the layout shows it over the catalog")
    func linkOpensAPopover() throws {
        let catalog = PopoverCatalogFlow()
        let url = try #require(URL(string: "shop://filters"))
        let outcome = router.open(url, in: catalog)
        guard case .navigated(let report) = outcome else {
            Issue.record("refused: \(outcome)")
            return
        }
        expectTrue(report.isComplete)
        expectEqual(
            catalog.debugLayout(),
            """
            layer 0: base
              root PopoverCatalogFlow .catalog
            layer 1: popover from PopoverCatalogFlow .catalog (compact: sheet)
              root PopoverCatalogFlow .filters
            """)
    }
}
