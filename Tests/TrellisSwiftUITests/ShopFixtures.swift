import SwiftUI
import Trellis
import TrellisSwiftUI

// A small shop app for driving TrellisSwiftUI's views: sign-in or the main tabs; home holds
// products, a settings flow (pushed) and a cart flow (presented).

@MainActor
final class ShopRoot: RootCoordinator {
    enum Destinations: Codable, Hashable { case signIn, main }
    let navigation = RootNavigation<ShopRoot>(root: .signIn)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .main ? ShopTabs() : nil
    }
}

@MainActor
final class ShopTabs: TabCoordinator {
    enum Destinations: Codable, Hashable { case home, profile, notice }
    let navigation = TabNavigation<ShopTabs>(tabs: [.home, .profile])

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .home: HomeFlow()
        case .profile: ProfileFlow()
        case .notice: nil
        }
    }
}

@MainActor
final class HomeFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case list, product(Int), settings, cart }
    let navigation = FlowNavigation<HomeFlow>(root: .list)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .settings: SettingsFlow()
        case .cart: CartFlow()
        default: nil
        }
    }
}

@MainActor
final class SettingsFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case main, notifications }
    let navigation = FlowNavigation<SettingsFlow>(root: .main)
}

@MainActor
final class CartFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case cart, payment }
    let navigation = FlowNavigation<CartFlow>(root: .cart)
}

@MainActor
final class ProfileFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case account }
    let navigation = FlowNavigation<ProfileFlow>(root: .account)
}

/// A screen with state of its own (a counter), which SwiftUI keeps while the screen's
/// identity stays; it also routes through the coordinator from the environment, and dismisses
/// itself through the environment's action.
struct CountingScreen: View {
    let title: String
    @State private var taps = 0
    @Environment(\.coordinator) private var coordinator
    @Environment(\.dismissScreen) private var dismissScreen

    var body: some View {
        Text(verbatim: "\(title) taps=\(taps)")
        Button("tap \(title)") { taps += 1 }
        Button("settings from \(title)") { (coordinator as? HomeFlow)?.route(to: .settings) }
        Button("close \(title)") { dismissScreen() }
    }
}

/// The app's view: one screen per destination, tab labels for the tab set.
@MainActor
func shopView(_ app: ShopRoot) -> CoordinatorView {
    CoordinatorView(app)
        .screens(for: ShopRoot.self) { destination, _ in CountingScreen(title: "\(destination)") }
        .screens(for: HomeFlow.self) { destination, _ in CountingScreen(title: "\(destination)") }
        .screens(for: SettingsFlow.self) { destination, _ in CountingScreen(title: "settings.\(destination)")
        }
        .screens(for: CartFlow.self) { destination, _ in CountingScreen(title: "cart.\(destination)") }
        .screens(for: ProfileFlow.self) { destination, _ in CountingScreen(title: "\(destination)") }
        .tabItems(for: ShopTabs.self) { destination in Text(verbatim: "tab \(destination)") }
}

/// The shop on its tabs, with its home flow.
@MainActor
func signedInShop() -> (ShopRoot, ShopTabs, HomeFlow) {
    let app = ShopRoot()
    app.setRoot(.main)
    let tabs = app.navigation.rootChild as! ShopTabs
    return (app, tabs, tabs.navigation.tabs[0].child as! HomeFlow)
}

/// The titles of the counting screens a rendered tree shows, in order.
extension StandInNode {
    var screenTitles: [String] {
        texts.filter { $0.contains(" taps=") }
    }
}
