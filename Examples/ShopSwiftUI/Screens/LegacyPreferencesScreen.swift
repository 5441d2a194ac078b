#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI

    /// The older preferences flow, whose destinations are not `Codable`.
    struct LegacyPreferencesScreen: View {
        let destination: LegacyPreferencesCoordinator.Destinations
        let preferences: LegacyPreferencesCoordinator

        var body: some View {
            switch destination {
            case .preferences:
                List {
                    Text("Preferences")
                    Button("Advanced") { preferences.route(to: .advanced) }
                }
            case .advanced:
                Text("Advanced preferences")
            }
        }
    }
#endif
