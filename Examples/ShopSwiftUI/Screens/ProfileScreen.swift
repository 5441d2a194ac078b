#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI

    /// The profile tab: the account, past orders, the settings, and signing out.
    struct ProfileScreen: View {
        let destination: ProfileFlowCoordinator.Destinations
        let profile: ProfileFlowCoordinator
        let app: ShopAppCoordinator

        var body: some View {
            switch destination {
            case .account:
                List {
                    Text("Signed in as a demo user")
                    Button("Orders") { profile.route(to: .orders) }
                    Button("Settings") { profile.route(to: .settings) }
                    Button("Sign out") { app.signOut() }
                }
            case .orders:
                Text("Your orders show here.")
            case .settings:
                // A child coordinator: SettingsScreen shows it.
                EmptyView()
            }
        }
    }
#endif
