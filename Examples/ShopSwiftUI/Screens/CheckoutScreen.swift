#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI
    import TrellisSwiftUI

    /// The checkout steps inside the cart sheet; placing the order closes the sheet.
    struct CheckoutScreen: View {
        let destination: CheckoutFlowCoordinator.Destinations
        let checkout: CheckoutFlowCoordinator
        @Environment(\.dismissScreen) private var dismissScreen

        var body: some View {
            switch destination {
            case .cart:
                List {
                    Text("Your cart")
                    Button("Shipping") { checkout.route(to: .shipping) }
                    Button("Close") { dismissScreen() }
                }
            case .shipping:
                List {
                    Text("Ship to the address on file")
                    Button("Review order") { checkout.route(to: .confirm) }
                }
            case .confirm:
                List {
                    Text("Everything in order?")
                    Button("Place order") { checkout.placeOrder() }
                }
            }
        }
    }
#endif
