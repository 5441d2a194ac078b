import Trellis

/// The routes of the benchmark app: one `Codable` enum shared by every coordinator, as an
/// app with a single route type writes it, so that the baseline (`[Screen]` through
/// `JSONEncoder`/`JSONDecoder`) encodes exactly the values a snapshot holds.
///
/// The payloads mix the shapes apps use: no payload, one `Int`, one unlabeled `String`, and
/// cases with two or three fields of both kinds.
enum Screen: Codable, Hashable, Sendable {
    // The app root and the tabs.
    case main
    case home
    case search
    case inbox
    case profile
    case settings
    // Screens inside flows.
    case feed
    case article(id: Int)
    case product(id: Int, variant: String)
    case reviews(productID: Int, sort: String, page: Int)
    case results(query: String, page: Int)
    case user(String)
    case preferences(section: String)
    // Destinations hosting a child flow.
    case thread(id: Int)
    case compose(draftID: Int, subject: String)
    case gallery(albumID: Int, index: Int)

    /// The child flow a destination hosts, the same in every flow.
    @MainActor
    static func makeChild(for destination: Screen) -> (any Coordinator)? {
        switch destination {
        case .thread: ThreadFlow()
        case .compose: ComposeFlow()
        case .gallery: GalleryFlow()
        default: nil
        }
    }
}

/// A flow of the benchmark app: its routes are ``Screen``s.
@MainActor
protocol BenchFlow: FlowCoordinator where Destinations == Screen {}

/// The benchmark app on an iPad: a split view, its sidebar a feed, with a content column; a
/// `.thread` selected in the content column hosts a flow in the detail column.
@MainActor
final class BenchSplit: SplitCoordinator {
    typealias Destinations = Screen
    let navigation = SplitNavigation<BenchSplit>(root: .feed, hasContentColumn: true)
    func makeChild(for destination: Screen) -> (any Coordinator)? { Screen.makeChild(for: destination) }
}

/// The app's root: `.main` hosts the tabs.
@MainActor
final class AppRoot: RootCoordinator {
    typealias Destinations = Screen
    let navigation = RootNavigation<AppRoot>(root: .main)

    func makeChild(for destination: Screen) -> (any Coordinator)? {
        destination == .main ? MainTabs() : nil
    }
}

/// Five tabs, each hosting a flow.
@MainActor
final class MainTabs: TabCoordinator {
    typealias Destinations = Screen
    static let tabs: [Screen] = [.home, .search, .inbox, .profile, .settings]
    let navigation = TabNavigation<MainTabs>(tabs: MainTabs.tabs)

    func makeChild(for destination: Screen) -> (any Coordinator)? {
        switch destination {
        case .home: HomeFlow()
        case .search: SearchFlow()
        case .inbox: InboxFlow()
        case .profile: ProfileFlow()
        case .settings: SettingsFlow()
        default: nil
        }
    }
}

@MainActor
final class HomeFlow: BenchFlow {
    let navigation = FlowNavigation<HomeFlow>(root: .feed)
    func makeChild(for destination: Screen) -> (any Coordinator)? { Screen.makeChild(for: destination) }
}

@MainActor
final class SearchFlow: BenchFlow {
    let navigation = FlowNavigation<SearchFlow>(root: .results(query: "", page: 1))
    func makeChild(for destination: Screen) -> (any Coordinator)? { Screen.makeChild(for: destination) }
}

@MainActor
final class InboxFlow: BenchFlow {
    let navigation = FlowNavigation<InboxFlow>(root: .feed)
    func makeChild(for destination: Screen) -> (any Coordinator)? { Screen.makeChild(for: destination) }
}

@MainActor
final class ProfileFlow: BenchFlow {
    let navigation = FlowNavigation<ProfileFlow>(root: .user("me"))
    func makeChild(for destination: Screen) -> (any Coordinator)? { Screen.makeChild(for: destination) }
}

@MainActor
final class SettingsFlow: BenchFlow {
    let navigation = FlowNavigation<SettingsFlow>(root: .preferences(section: "general"))
    func makeChild(for destination: Screen) -> (any Coordinator)? { Screen.makeChild(for: destination) }
}

/// Hosted by a pushed `.thread(id:)`.
@MainActor
final class ThreadFlow: BenchFlow {
    let navigation = FlowNavigation<ThreadFlow>(root: .feed)
    func makeChild(for destination: Screen) -> (any Coordinator)? { Screen.makeChild(for: destination) }
}

/// Hosted by a `.compose(draftID:subject:)` sheet.
@MainActor
final class ComposeFlow: BenchFlow {
    let navigation = FlowNavigation<ComposeFlow>(root: .preferences(section: "draft"))
    func makeChild(for destination: Screen) -> (any Coordinator)? { Screen.makeChild(for: destination) }
}

/// Hosted by a `.gallery(albumID:index:)` full-screen cover.
@MainActor
final class GalleryFlow: BenchFlow {
    let navigation = FlowNavigation<GalleryFlow>(root: .feed)
    func makeChild(for destination: Screen) -> (any Coordinator)? { Screen.makeChild(for: destination) }
}

/// A flow with nothing but pushes: the single-flow workload.
@MainActor
final class LongFlow: BenchFlow {
    let navigation = FlowNavigation<LongFlow>(root: .feed)
}

/// A flow whose `.thread` push hosts another `ChainFlow`: the deep-chain workload.
@MainActor
final class ChainFlow: BenchFlow {
    let navigation = FlowNavigation<ChainFlow>(root: .feed)
    func makeChild(for destination: Screen) -> (any Coordinator)? {
        if case .thread = destination { ChainFlow() } else { nil }
    }
}
