import SwiftUI
import Testing
import Trellis
import TrellisSwiftUI

/// A catalog that presents its filters as a popover (a popover on compact widths too), its cart
/// at medium height and its payment as a sheet the user cannot swipe away.
@MainActor
final class OptionsCatalog: FlowCoordinator {
    enum Destinations: Codable, Hashable { case catalog, filters, cart, payment }
    let navigation = FlowNavigation<OptionsCatalog>(root: .catalog)

    func presentationOptions(for destination: Destinations) -> PresentationOptions {
        switch destination {
        case .filters: PresentationOptions(compactAdaptation: .popover)
        case .cart: PresentationOptions(detents: [.medium, .large], dragIndicator: .visible)
        case .payment:
            PresentationOptions(
                isInteractiveDismissDisabled: true, backgroundInteraction: .enabledUpThrough(.medium))
        default: .default
        }
    }
}

/// CoordinatorView shows a popover layer with `popover(item:…)` and applies each presented
/// layer's options; the stand-in's renderer drives a tap outside and a detent change.
@MainActor
@Suite("CoordinatorView: popovers and presentation options")
struct PresentationOptionsViewTests {
    private func catalogView(_ catalog: OptionsCatalog) -> CoordinatorView {
        CoordinatorView(catalog).screens(for: OptionsCatalog.self) { destination, _ in
            Text(verbatim: "screen \(destination)")
        }
    }

    /// The presentations a render shows, bottom first, as `style item`.
    private func presented(_ tree: StandInNode) -> [String] {
        tree.find(StandInPresentationNode.self).filter(\.isPresented).map { "\($0.style) \($0.itemID!.base)" }
    }

    /// The settings applied to presented content, as `name value`, in tree order.
    private func settings(_ node: StandInNode?) -> [String] {
        node?.find(StandInPresentationSettingNode.self).map { "\($0.name) \($0.value)" } ?? []
    }

    @Test(
        "A popover layer is a popover(item:) with its compact adaptation; a tap outside dismisses it with cause .user"
    )
    func popoverTapOutside() throws {
        let catalog = OptionsCatalog()
        var causes: [String] = []
        catalog.present(.filters, as: .popover, onDismissWithCause: { causes.append("\($0)") })
        let renderer = StandInRenderer()
        let tree = renderer.render(catalogView(catalog))
        let popover = try #require(tree.find(StandInPresentationNode.self).first { $0.style == .popover })
        #expect(presented(tree) == ["popover \(catalog.navigation.entries[0].id)"])
        #expect(popover.presented?.texts.contains("screen filters") == true)
        // Outermost first: the modifier applied last.
        #expect(
            settings(popover.presented) == [
                "presentationCompactAdaptation popover", "presentationBackgroundInteraction automatic",
                "interactiveDismissDisabled false", "presentationDragIndicator automatic",
            ])
        popover.dismiss()
        #expect(causes == ["user"])
        #expect(catalog.navigation.entries.isEmpty)
        #expect(presented(renderer.render(catalogView(catalog))) == [])
        // The popover's content went away: the step is done, and a new popover shows next.
        catalog.present(.filters, as: .popover)
        #expect(
            presented(renderer.render(catalogView(catalog))) == [
                "popover \(catalog.navigation.entries[0].id)"
            ])
        #expect(renderer.runtimeWarnings == [])
    }

    @Test("A popover dismissed by code goes in one render; a sheet presented after it shows in the next")
    func popoverDismissedByCode() {
        let catalog = OptionsCatalog()
        catalog.present(.filters, as: .popover)
        let renderer = StandInRenderer()
        renderer.render(catalogView(catalog))
        catalog.dismissAllModals()
        catalog.present(.cart)
        #expect(presented(renderer.render(catalogView(catalog))) == [])
        #expect(
            presented(renderer.render(catalogView(catalog))) == ["sheet \(catalog.navigation.entries[0].id)"])
        #expect(renderer.runtimeWarnings == [])
    }

    @Test("A sheet's detents are the layer's, and a drag to another detent reaches the layer")
    func detentChange() throws {
        let catalog = OptionsCatalog()
        catalog.present(.cart)
        let renderer = StandInRenderer()
        let tree = renderer.render(catalogView(catalog))
        let detents = try #require(tree.first(StandInPresentationDetentsNode.self))
        #expect(detents.detents == [.medium, .large])
        #expect(detents.selection == .medium)
        #expect(settings(tree).contains("presentationDragIndicator visible"))
        #expect(settings(tree).contains("presentationCompactAdaptation automatic"))
        #expect(detents.select(.large))
        #expect(NavigationLayout(of: catalog).layers[1].selectedDetent == .large)
        #expect(
            catalog.debugLayout() == """
                layer 0: base
                  root OptionsCatalog .catalog
                layer 1: sheet (detents: medium, large*; drag indicator: visible)
                  root OptionsCatalog .cart
                """)
        let again = try #require(
            renderer.render(catalogView(catalog)).first(StandInPresentationDetentsNode.self))
        #expect(again.selection == .large)
    }

    @Test(
        "A sheet with interactive dismissal disabled says so to SwiftUI, and a swipe that gets through is refused"
    )
    func interactiveDismissalDisabled() throws {
        let catalog = OptionsCatalog()
        var diagnostics: [String] = []
        let observation = catalog.observeDiagnostics { diagnostics.append("\($0.kind)") }
        defer { observation.cancel() }
        catalog.present(.payment)
        let renderer = StandInRenderer()
        let tree = renderer.render(catalogView(catalog))
        #expect(settings(tree).contains("interactiveDismissDisabled true"))
        #expect(settings(tree).contains("presentationBackgroundInteraction enabled(upThrough: medium)"))
        let sheet = try #require(tree.find(StandInPresentationNode.self).filter(\.isPresented).first)
        sheet.dismiss()
        #expect(diagnostics == ["gestureRefused"])
        #expect(catalog.navigation.entries.map(\.destination) == [.payment])
        #expect(
            presented(renderer.render(catalogView(catalog))) == ["sheet \(catalog.navigation.entries[0].id)"])
    }
}
