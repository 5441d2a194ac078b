#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI

    /// The welcome screen and the sign-in form.
    struct OnboardingScreen: View {
        let destination: OnboardingFlowCoordinator.Destinations
        let onboarding: OnboardingFlowCoordinator

        var body: some View {
            switch destination {
            case .welcome:
                List {
                    Text("Welcome to the shop")
                    Button("Continue") { onboarding.route(to: .signIn) }
                }
            case .signIn:
                Form {
                    Text("The demo needs no password.")
                    Button("Sign in") { onboarding.signIn() }
                }
            }
        }
    }
#endif
