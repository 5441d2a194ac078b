#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI

    /// The settings, pushed on the profile tab.
    struct SettingsScreen: View {
        let destination: SettingsFlowCoordinator.Destinations
        let settings: SettingsFlowCoordinator

        var body: some View {
            switch destination {
            case .overview:
                List {
                    Button("Notifications") { settings.route(to: .notifications) }
                    Button("Payment methods") { settings.route(to: .paymentMethods) }
                    Button("Legacy preferences") { settings.route(to: .legacyPreferences) }
                }
            case .notifications:
                Text("Order updates are on.")
            case .paymentMethods:
                // Left out of snapshots: a relaunch comes back to the overview.
                Text("Card ending in 4242")
            case .legacyPreferences:
                // A child coordinator: LegacyPreferencesScreen shows it.
                EmptyView()
            }
        }
    }
#endif
