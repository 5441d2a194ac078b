import Foundation
import Testing
import TrellisTesting

@testable import Trellis

/// Presentation options per destination: the layer carries what its presenter's
/// `presentationOptions(for:)` says, a user detent change goes through the layer, interactive
/// dismissal can be refused, and the detent the user chose is kept in snapshots.
@MainActor
@Suite("Presentation options")
struct PresentationOptionsTests {
    func optionsInTheLayout() {
        let catalog = PopoverCatalogFlow()
        catalog.present(.cart)
        catalog.present(.payment)
        let layers = NavigationLayout(of: catalog).layers
        expectEqual(layers[0].options, .default)
        expectNil(layers[0].selectedDetent)
        expectEqual(layers[1].options.detents, [.medium, .large])
        expectEqual(layers[1].options.dragIndicator, .visible)
        expectEqual(layers[1].selectedDetent, .medium)
        expectTrue(layers[2].options.isInteractiveDismissDisabled)
        expectEqual(layers[2].options.backgroundInteraction, .enabledUpThrough(.fraction(0.4)))
        expectEqual(
            catalog.debugLayout(),
            """
            layer 0: base
              root PopoverCatalogFlow .catalog
            layer 1: sheet (detents: medium*, large; drag indicator: visible)
              root PopoverCatalogFlow .cart
            layer 2: sheet (detents: fraction(0.4)*; interactive dismissal disabled; background interaction: enabled up through fraction(0.4))
              root PopoverCatalogFlow .payment
            """)
    }

    func defaultsPrintAsBefore() {
        let catalog = PopoverCatalogFlow()
        catalog.present(.item(1))
        catalog.present(.cart, as: .fullScreenCover)
        expectEqual(
            catalog.debugLayout(),
            """
            layer 0: base
              root PopoverCatalogFlow .catalog
            layer 1: sheet
              root PopoverCatalogFlow .item(1)
            layer 2: fullScreenCover (detents: medium*, large; drag indicator: visible)
              root PopoverCatalogFlow .cart
            """)
    }

    func interactiveDismissalRefused() {
        let catalog = PopoverCatalogFlow()
        let log = DismissLog()
        catalog.present(.payment, onDismissWithCause: log.handler("payment"))
        let layer = NavigationLayout(of: catalog).layers[1]
        let diagnostics = recordingDiagnostics(of: catalog) { layer.userDidDismiss() }
        expectEqual(diagnostics.map(\.kind), [.gestureRefused])
        expectEqual(
            diagnostics.first?.message,
            "userDidDismiss() on layer \(layer.id): PopoverCatalogFlow disables interactive dismissal of this "
                + "sheet (presentationOptions(for:)); dismiss it from code; nothing changed")
        expectEmpty(log.fired)
        expectEqual(
            catalog.debugHierarchy(),
            """
            PopoverCatalogFlow [flow]
              root .catalog
              sheet .payment
            """)
        catalog.dismiss(entryAt: 0)
        expectEqual(log.fired, ["payment: code"])
    }

    func refusalIsTheDismissedLayersOwn() {
        let catalog = PopoverCatalogFlow()
        let log = DismissLog()
        catalog.present(.cart, onDismissWithCause: log.handler("cart"))
        catalog.present(.payment, onDismissWithCause: log.handler("payment"))
        NavigationLayout(of: catalog).layers[1].userDidDismiss()
        expectEqual(log.fired, ["payment: user", "cart: user"])
    }

    func popoverTapOutsideRefused() {
        let catalog = PopoverCatalogFlow()
        catalog.present(.payment, as: .popover)
        let diagnostics = recordingDiagnostics(of: catalog) {
            NavigationLayout(of: catalog).layers[1].userDidDismiss()
        }
        expectEqual(diagnostics.map(\.kind), [.gestureRefused])
        expectEqual(catalog.navigation.entries.count, 1)
    }

    func userSelectsADetent() {
        let catalog = PopoverCatalogFlow()
        catalog.present(.cart)
        NavigationLayout(of: catalog).layers[1].userDidSelectDetent(.large)
        expectEqual(NavigationLayout(of: catalog).layers[1].selectedDetent, .large)
        expectEqual(
            catalog.debugLayout(),
            """
            layer 0: base
              root PopoverCatalogFlow .catalog
            layer 1: sheet (detents: medium, large*; drag indicator: visible)
              root PopoverCatalogFlow .cart
            """)
        let layers = NavigationLayout(of: catalog).layers
        let diagnostics = recordingDiagnostics(of: catalog) {
            layers[1].userDidSelectDetent(.height(200))
            layers[0].userDidSelectDetent(.medium)
        }
        expectEqual(
            diagnostics.map(\.message),
            [
                "userDidSelectDetent(.height(200.0)) on layer \(layers[1].id), whose detents are [.medium, .large]; "
                    + "nothing changed",
                "the base layer has no detents",
            ])
        expectEqual(NavigationLayout(of: catalog).layers[1].selectedDetent, .large)
    }

    func detentRoundTrip() throws {
        let catalog = PopoverCatalogFlow()
        catalog.present(.cart)
        NavigationLayout(of: catalog).layers[1].userDidSelectDetent(.large)
        let snapshot = try catalog.captureNavigationState()
        let json = try #require(String(data: snapshot, encoding: .utf8))
        #expect(json.contains(#""detents":[{"detent":"large","slot":1}]"#))

        let restored = PopoverCatalogFlow()
        try restored.restoreNavigationState(from: snapshot)
        expectEqual(NavigationLayout(of: restored).layers[1].selectedDetent, .large)

        let updated = PopoverCatalogFlow()
        updated.cartDetents = [.medium, .fraction(0.9)]
        try updated.restoreNavigationState(from: snapshot)
        expectEqual(NavigationLayout(of: updated).layers[1].selectedDetent, .medium)
    }

    func noDetentsField() throws {
        let catalog = PopoverCatalogFlow()
        catalog.present(.cart)
        let snapshot = try catalog.captureNavigationState()
        let json = try #require(String(data: snapshot, encoding: .utf8))
        #expect(!json.contains("detents"))
        let restored = PopoverCatalogFlow()
        try restored.restoreNavigationState(from: snapshot)
        expectEqual(NavigationLayout(of: restored).layers[1].selectedDetent, .medium)
    }

    @Test(
        "Detents print and read back",
        arguments: [
            PresentationOptions.Detent.medium, .large, .fraction(0.25), .height(320),
        ])
    func detentText(_ detent: PresentationOptions.Detent) {
        expectEqual(PresentationOptions.Detent(description: detent.description), detent)
    }

    @Test(
        "Text that is not a detent reads as none",
        arguments: ["", "small", "fraction(x)", "height(nan)", "fraction(0.5"])
    func notADetent(_ text: String) {
        expectNil(PresentationOptions.Detent(description: text))
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .optionsInTheLayout: optionsInTheLayout()
        case .defaultsPrintAsBefore: defaultsPrintAsBefore()
        case .interactiveDismissalRefused: interactiveDismissalRefused()
        case .refusalIsTheDismissedLayersOwn: refusalIsTheDismissedLayersOwn()
        case .popoverTapOutsideRefused: popoverTapOutsideRefused()
        case .userSelectsADetent: userSelectsADetent()
        case .detentRoundTrip: try detentRoundTrip()
        case .noDetentsField: try noDetentsField()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case optionsInTheLayout =
            "The layout carries each layer's options and prints those that are not SwiftUI's defaults"
        case defaultsPrintAsBefore =
            "A destination without options prints as before, and a cover can have options too"
        case interactiveDismissalRefused =
            "Interactive dismissal disabled: the layout refuses the user's dismissal with a diagnostic; code dismisses"
        case refusalIsTheDismissedLayersOwn =
            "Dismissing a layer below one that refuses interactive dismissal closes both"
        case popoverTapOutsideRefused = "A popover with interactive dismissal disabled stays on a tap outside"
        case userSelectsADetent =
            "The user drags a sheet to another detent through the layer; a detent the options lack is refused"
        case detentRoundTrip =
            "The chosen detent is written in the snapshot and restored; a detent no longer listed opens at the first"
        case noDetentsField =
            "A snapshot without a moved detent has no detents field; a document without one restores at the first"

        var testDescription: String { rawValue }
    }
}
