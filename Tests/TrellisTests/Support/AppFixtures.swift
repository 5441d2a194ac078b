import Trellis

// The app used across the suites: a root switch between login and the main tabs, a tab set,
// and the flows hosted by the tabs. Every fixture records the destinations it was asked to
// make children for, so tests can tell when (and how often) setup ran.

/// The top of the fixture app: `.login` hosts a ``LoginFlowCoordinator``, `.main` a
/// ``MainTabCoordinator``; `.onboarding` and `.announcement` are plain screens and `.compose`
/// hosts a ``ComposeFlowCoordinator`` (meant to be presented).
@MainActor
final class AppRootCoordinator: RootCoordinator {
    enum Destinations: Codable, Hashable {
        case login
        case main
        case onboarding
        case announcement
        case compose
    }

    let navigation: RootNavigation<AppRootCoordinator>
    private let mainTabs: [MainTabCoordinator.Destinations]
    private(set) var madeChildren: [Destinations] = []

    /// - Parameter mainTabs: The tabs of the ``MainTabCoordinator`` made for `.main`.
    init(
        root: Destinations = .login,
        mainTabs: [MainTabCoordinator.Destinations] = [.home, .search, .profile]
    ) {
        self.navigation = RootNavigation(root: root)
        self.mainTabs = mainTabs
    }

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        madeChildren.append(destination)
        switch destination {
        case .login: return LoginFlowCoordinator()
        case .main: return MainTabCoordinator(tabs: mainTabs)
        case .compose: return ComposeFlowCoordinator()
        case .onboarding, .announcement: return nil
        }
    }
}

/// The fixture tab set: `.home`, `.search` and `.profile` host flows, `.inbox` is a plain
/// screen; `.compose` hosts a ``ComposeFlowCoordinator`` and `.notice` is a plain screen
/// (both meant to be presented over the tabs).
@MainActor
final class MainTabCoordinator: TabCoordinator {
    enum Destinations: Codable, Hashable {
        case home
        case search
        case profile
        case inbox
        case compose
        case notice
    }

    let navigation: TabNavigation<MainTabCoordinator>
    private(set) var madeChildren: [Destinations] = []

    init(tabs: [Destinations] = [.home, .search, .profile], selectedIndex: Int = 0) {
        self.navigation = TabNavigation(tabs: tabs, selectedIndex: selectedIndex)
    }

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        madeChildren.append(destination)
        switch destination {
        case .home: return HomeFlowCoordinator()
        case .search: return SearchFlowCoordinator()
        case .profile: return ProfileCoordinator()
        case .compose: return ComposeFlowCoordinator()
        case .inbox, .notice: return nil
        }
    }
}

/// The home tab's flow: `.compose` hosts a ``ComposeFlowCoordinator`` (pushed, presented or as
/// the root); every other destination is a plain screen.
@MainActor
final class HomeFlowCoordinator: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case home
        case detail(id: Int)
        case compose
        case settings
    }

    let navigation: FlowNavigation<HomeFlowCoordinator>
    private(set) var madeChildren: [Destinations] = []

    init(root: Destinations = .home, pushing: [Destinations] = []) {
        self.navigation = FlowNavigation(root: root, pushing: pushing)
    }

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        madeChildren.append(destination)
        switch destination {
        case .compose: return ComposeFlowCoordinator()
        case .home, .detail, .settings: return nil
        }
    }
}

/// A leaf flow of plain screens, hosted by `.compose` everywhere in the fixture app.
@MainActor
final class ComposeFlowCoordinator: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case editor
        case attachments
        case preview
    }

    let navigation = FlowNavigation<ComposeFlowCoordinator>(root: .editor)
}

/// The search tab's flow of plain screens.
@MainActor
final class SearchFlowCoordinator: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case query
        case results(term: String)
    }

    let navigation = FlowNavigation<SearchFlowCoordinator>(root: .query)
}

/// The profile tab's flow of plain screens. Declares its container with `var`, as apps may.
@MainActor
final class ProfileCoordinator: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case overview
        case detail(id: Int)
        case edit
    }

    var navigation = FlowNavigation<ProfileCoordinator>(root: .overview)
}

/// The login flow shown by the app before `.main`.
@MainActor
final class LoginFlowCoordinator: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case credentials
        case forgotPassword
    }

    let navigation = FlowNavigation<LoginFlowCoordinator>(root: .credentials)
}
