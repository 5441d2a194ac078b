import Trellis

extension ShopLinks {
    /// The place `app` shows now, as a target: the selected tab and the screens of its flow,
    /// with the settings inside the profile tab. What a Share button hands to
    /// `router.url(for:style:)`.
    ///
    /// `nil` while the user is signed out (onboarding has no URL). Only the flows the routes
    /// lead into are read: a target ending in the cart leaves out the checkout steps inside it,
    /// so the cart is shared from its first step.
    ///
    /// ```swift
    /// if let place = ShopLinks.currentPlace(of: app) {
    ///     let url = try ShopLinks.router.url(for: place, style: .universalLink)
    /// }
    /// ```
    public static func currentPlace(of app: ShopAppCoordinator) -> NavigationTarget<ShopAppCoordinator>? {
        guard app.isSignedIn, let tabs = app.navigation.rootChild as? MainTabCoordinator else { return nil }
        let tab = tabs.navigation.tabs[tabs.selectedIndex]
        switch tab.destination {
        case .home:
            return catalog((tab.child as? CatalogFlowCoordinator).map(path(of:)) ?? [])
        case .search:
            return search((tab.child as? SearchFlowCoordinator).map(path(of:)) ?? [])
        case .profile:
            let entries = (tab.child as? ProfileFlowCoordinator)?.navigation.entries ?? []
            return profile(
                entries.map { entry in
                    guard entry.presentation == .push, let settings = entry.child as? SettingsFlowCoordinator
                    else { return targetEntry(entry) }
                    return .push(
                        entry.destination, showing: SettingsFlowCoordinator.target(path: path(of: settings)))
                })
        }
    }

    /// The entries of `flow` above its root, as a target's path.
    private static func path<Flow: FlowCoordinator>(of flow: Flow) -> [TargetEntry<Flow>] {
        flow.navigation.entries.map(targetEntry)
    }

    private static func targetEntry<Flow: FlowCoordinator>(
        _ entry: NavigationEntry<Flow.Destinations>
    ) -> TargetEntry<Flow> {
        switch entry.presentation {
        case .push: .push(entry.destination)
        case .sheet: .present(entry.destination, as: .sheet)
        case .fullScreenCover: .present(entry.destination, as: .fullScreenCover)
        case .popover: .present(entry.destination, as: .popover)
        }
    }
}
