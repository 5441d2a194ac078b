import SwiftUI
import Trellis
import TrellisSwiftUI

// The app under test, as an app would write it: a tab set whose shop tab pushes products and
// presents a cart, and the CoordinatorView that draws it. In an app these live in the app's
// own module, which its tests import.

@MainActor
final class AppTabs: TabCoordinator {
    enum Destinations: Codable, Hashable { case shop, account }
    let navigation = TabNavigation<AppTabs>(tabs: [.shop, .account])

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .shop: ShopFlow()
        case .account: AccountFlow()
        }
    }
}

@MainActor
final class ShopFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case catalog, product(Int), cart }
    let navigation = FlowNavigation<ShopFlow>(root: .catalog)
}

@MainActor
final class AccountFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case overview }
    let navigation = FlowNavigation<AccountFlow>(root: .overview)
}

/// The app's navigation: one screen per destination, a label per tab.
@MainActor
func appView(_ tabs: AppTabs) -> CoordinatorView {
    CoordinatorView(tabs)
        .screens(for: ShopFlow.self) { destination, _ in Text(verbatim: "shop \(destination)") }
        .screens(for: AccountFlow.self) { destination, _ in Text(verbatim: "account \(destination)") }
        .tabItems(for: AppTabs.self) { destination in Text(verbatim: "\(destination)") }
}
