import Trellis

/// A catalog flow that presents filters as a popover, its cart as a sheet at medium height and
/// its payment as a sheet the user cannot swipe away.
@MainActor
final class PopoverCatalogFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case catalog, item(Int), filters, cart, payment, help
    }
    let navigation = FlowNavigation<PopoverCatalogFlow>(root: .catalog)
    /// The filters' compact adaptation (a test changes it between layouts).
    var filtersAdaptation = PresentationOptions.CompactAdaptation.sheet
    /// The cart's detents (a test changes them, as a later app version would).
    var cartDetents: [PresentationOptions.Detent] = [.medium, .large]

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .help ? PopoverHelpFlow() : nil
    }

    func presentationOptions(for destination: Destinations) -> PresentationOptions {
        switch destination {
        case .filters: PresentationOptions(compactAdaptation: filtersAdaptation)
        case .cart: PresentationOptions(detents: cartDetents, dragIndicator: .visible)
        case .payment:
            PresentationOptions(
                detents: [.fraction(0.4)], isInteractiveDismissDisabled: true,
                backgroundInteraction: .enabledUpThrough(.fraction(0.4)))
        default: .default
        }
    }
}

/// A help flow presented as a popover by ``PopoverCatalogFlow``.
@MainActor
final class PopoverHelpFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case topics, topic(String) }
    let navigation = FlowNavigation<PopoverHelpFlow>(root: .topics)
}

/// A tab set whose modals are popovers over the selected tab.
@MainActor
final class PopoverTabs: TabCoordinator {
    enum Destinations: Codable, Hashable { case browse, search, quickLook }
    let navigation = TabNavigation<PopoverTabs>(tabs: [.browse, .search])

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .browse ? PopoverCatalogFlow() : nil
    }
}
