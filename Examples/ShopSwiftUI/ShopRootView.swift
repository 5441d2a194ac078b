#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI
    import Trellis
    import TrellisSwiftUI

    /// The window's content: the coordinator tree, with a screen per destination of each shop
    /// coordinator that shows one (the app and the tab set show their children).
    struct ShopRootView: View {
        let session: ShopSession

        var body: some View {
            let session = session
            CoordinatorView(session.app)
                .screens(for: OnboardingFlowCoordinator.self) { destination, onboarding in
                    OnboardingScreen(destination: destination, onboarding: onboarding)
                }
                .screens(for: CatalogFlowCoordinator.self) { destination, catalog in
                    CatalogScreen(destination: destination, catalog: catalog, session: session)
                }
                .screens(for: CheckoutFlowCoordinator.self) { destination, checkout in
                    CheckoutScreen(destination: destination, checkout: checkout)
                }
                .screens(for: GalleryCoordinator.self) { destination, gallery in
                    GalleryScreen(destination: destination, gallery: gallery)
                }
                .screens(for: SearchFlowCoordinator.self) { destination, search in
                    SearchScreen(destination: destination, search: search)
                }
                .screens(for: ProfileFlowCoordinator.self) { destination, profile in
                    ProfileScreen(destination: destination, profile: profile, app: session.app)
                }
                .screens(for: SettingsFlowCoordinator.self) { destination, settings in
                    SettingsScreen(destination: destination, settings: settings)
                }
                .screens(for: LegacyPreferencesCoordinator.self) { destination, preferences in
                    LegacyPreferencesScreen(destination: destination, preferences: preferences)
                }
                .tabItems(for: MainTabCoordinator.self) { destination in
                    switch destination {
                    case .home: Text("Shop")
                    case .search: Text("Search")
                    case .profile: Text("Profile")
                    }
                }
                .savesState(of: session.restoration)
                .restorePrompt(for: session.restoration)
                // Links (shop:// and universal links) are followed at once while signed in, and
                // held until sign-in otherwise.
                .opensLinks(through: session.app.links)
        }
    }
#endif
