// What the code blocks of every article may assume (see Scripts/check-doc-snippets): the guides'
// example app, whose coordinators the articles use without declaring them, and app-side names
// such as `logger`. Each article's module imports this one; an article that declares one of
// these names itself (Getting Started declares the app) uses its own.
import Foundation
import Trellis

// MARK: The guides' app

/// Login, or the main tabs.
@MainActor
public final class AppCoordinator: RootCoordinator {
    public enum Destinations: Codable, Hashable { case login, main }
    public let navigation = RootNavigation<AppCoordinator>(root: .login)
    public init() {}

    public func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .login: LoginCoordinator()
        case .main: MainTabCoordinator()
        }
    }
}

/// Sign-in.
@MainActor
public final class LoginCoordinator: FlowCoordinator {
    public enum Destinations: Codable, Hashable { case welcome, signIn }
    public let navigation = FlowNavigation<LoginCoordinator>(root: .welcome)
    public init() {}
}

/// The main tabs.
@MainActor
public final class MainTabCoordinator: TabCoordinator {
    public enum Destinations: Codable, Hashable { case home, profile }
    public let navigation = TabNavigation<MainTabCoordinator>(tabs: [.home, .profile])
    public init() {}

    public func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .home: HomeCoordinator()
        case .profile: ProfileCoordinator()
        }
    }
}

/// The home tab: products, their details, settings and the cart.
@MainActor
public final class HomeCoordinator: FlowCoordinator {
    public enum Destinations: Codable, Hashable { case home, detail(id: Int), settings, cart }
    public let navigation = FlowNavigation<HomeCoordinator>(root: .home)
    public init() {}

    public func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .settings: SettingsCoordinator()
        case .cart: CartCoordinator()
        default: nil
        }
    }
}

/// The profile tab.
@MainActor
public final class ProfileCoordinator: FlowCoordinator {
    public enum Destinations: Codable, Hashable { case account, detail(id: Int) }
    public let navigation = FlowNavigation<ProfileCoordinator>(root: .account)
    public init() {}
}

/// Settings, shown from home.
@MainActor
public final class SettingsCoordinator: FlowCoordinator {
    public enum Destinations: Codable, Hashable { case settings, notifications }
    public let navigation = FlowNavigation<SettingsCoordinator>(root: .settings)
    public init() {}
}

/// The cart, presented from home.
@MainActor
public final class CartCoordinator: FlowCoordinator {
    public enum Destinations: Codable, Hashable { case cart, shipping, payment }
    public let navigation = FlowNavigation<CartCoordinator>(root: .cart)
    public init() {}
}

/// The app's top coordinator, as a block that does not build one uses it.
@MainActor public let app = AppCoordinator()
/// The home flow, as a block that does not reach one uses it.
@MainActor public let home = HomeCoordinator()

// MARK: App-side names

/// Stands in for `os.Logger`, which Linux lacks: the same calls, `privacy:` included.
public struct Logger: Sendable {
    public init(subsystem: String, category: String) {}
    public func debug(_ message: LogMessage) {}
    public func info(_ message: LogMessage) {}
    public func notice(_ message: LogMessage) {}
    public func error(_ message: LogMessage) {}
}

/// Stands in for `OSLogMessage`.
public struct LogMessage: ExpressibleByStringInterpolation {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation(_ value: some Any, privacy: LogPrivacy = .private) {}
    }
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

/// Stands in for `OSLogPrivacy`.
public enum LogPrivacy: Sendable { case `public`, `private` }

/// The app's logger.
public let logger = Logger(subsystem: "com.example.shop", category: "navigation")
