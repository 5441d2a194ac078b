import Foundation
import Trellis

// The app tree the restore fuzzer restores into: a root coordinator switching between an
// onboarding flow and a tab set; flows with pushes, sheets and covers; nested child flows
// (one nesting itself), a tab set and a root coordinator inside flows; a flow whose
// destinations are not Codable; and excluded destinations (a purchase, a password screen).
// Payloads use the shapes real apps use: structs, optionals, arrays, dictionaries, raw
// enums, UUIDs and assorted integer and floating-point types.
//
// `makeChild(for:)` of the app, the main tabs and the feed call ``Adversary/duringChange(_:)``:
// app code the library calls in the middle of a change, which the adversarial restore check
// makes try to navigate.

@MainActor
final class FuzzApp: RootCoordinator {
    enum Destinations: Codable, Hashable {
        case onboarding, main
        case announcement(id: Int)
    }
    let navigation = RootNavigation<FuzzApp>(root: .onboarding)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        Adversary.duringChange(self)
        return switch destination {
        case .onboarding: OnboardingFlow()
        case .main: MainTabs()
        case .announcement: nil
        }
    }
}

@MainActor
final class OnboardingFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case welcome
        case terms(version: String)
        case signIn(email: String?)
    }
    let navigation = FlowNavigation<OnboardingFlow>(root: .welcome, pushing: [.terms(version: "2024-01")])
}

@MainActor
final class MainTabs: TabCoordinator {
    enum Destinations: Codable, Hashable {
        case feed, search, inbox, settings, account
        case compose(draftID: UUID?)
        case alert(message: String)
    }
    let navigation = TabNavigation<MainTabs>(tabs: [.feed, .search, .inbox, .settings, .account])

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        Adversary.duringChange(self)
        return switch destination {
        case .feed: FeedFlow()
        case .search: SearchFlow()
        case .settings: SettingsFlow()
        case .account: AccountFlow()
        case .compose: ComposeFlow()
        case .inbox, .alert: nil
        }
    }
}

struct Article: Codable, Hashable {
    var id: Int
    var title: String
    var tags: [String]
    var score: Double?
}

@MainActor
final class FeedFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case feed
        case article(Article)
        case author(name: String)
        case comments(articleID: Int, page: Int)
        case thread(id: Int)
        case share(target: String)
        case purchase(amount: Double, currency: String)
        case gallery(images: [Int], index: Int)
        // Payloads Foundation's coders special-case.
        case link(URL)
        case attachment(name: String, bytes: Data)
        case price(Decimal, at: Date)
        case nested(levels: [[Int?]], byKey: [Int: String])
        // A split view pushed as a child.
        case shelves
    }
    let navigation = FlowNavigation<FeedFlow>(root: .feed)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        Adversary.duringChange(self)
        return switch destination {
        case .thread: FeedFlow()
        case .share: ShareSwitch()
        case .shelves: ShelfSplit()
        default: nil
        }
    }

    func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy {
        if case .purchase = destination { .exclude } else { .include }
    }
}

/// A dictionary payload, printed with sorted keys so that the debug hierarchy stays
/// deterministic (a dictionary's own description follows its storage order).
struct SearchFilters: Codable, Hashable, CustomStringConvertible {
    var values: [String: Int] = [:]

    init(_ values: [String: Int] = [:]) { self.values = values }
    init(from decoder: any Decoder) throws {
        values = try decoder.singleValueContainer().decode([String: Int].self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(values)
    }

    var description: String {
        "[" + values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
    }
}

@MainActor
final class SearchFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case query(String, filters: SearchFilters)
        case result(id: Int64)
        case library
    }
    let navigation = FlowNavigation<SearchFlow>(root: .query("", filters: SearchFilters()))

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .library ? LibraryTabs() : nil
    }
}

@MainActor
final class LibraryTabs: TabCoordinator {
    enum Destinations: Codable, Hashable {
        case books, music
        case podcasts(season: UInt8)
    }
    let navigation = TabNavigation<LibraryTabs>(tabs: [.books, .music], selectedIndex: 1)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .books ? FeedFlow() : nil
    }
}

/// Settings: destinations that are not Codable, so its subtree is recorded without state.
@MainActor
final class SettingsFlow: FlowCoordinator {
    enum Destinations: Hashable {
        case settings, privacy
        case page(Int)
        case account
    }
    let navigation = FlowNavigation<SettingsFlow>(root: .settings, pushing: [.privacy])

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .account ? AccountFlow() : nil
    }
}

@MainActor
final class AccountFlow: FlowCoordinator {
    enum OrderFilter: String, Codable, Hashable { case all, open, shipped }
    enum Destinations: Codable, Hashable {
        case account, password
        case orders(filter: OrderFilter)
        case order(id: String)
        case security(level: Int8)
    }
    let navigation = FlowNavigation<AccountFlow>(root: .account)

    func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy {
        destination == .password ? .exclude : .include
    }
}

@MainActor
final class ComposeFlow: FlowCoordinator {
    enum AttachmentKind: String, Codable, Hashable { case photo, file, location }
    enum Destinations: Codable, Hashable {
        case editor(text: String)
        case attach(kind: AttachmentKind)
        case preview(scale: Float)
        case discard
    }
    let navigation = FlowNavigation<ComposeFlow>(root: .editor(text: ""))
}

/// A three-column split view: sections in the sidebar, a section's stories in the content
/// column, a story (a feed of its own) in the detail column; a section named `private` is
/// excluded from snapshots.
@MainActor
final class ShelfSplit: SplitCoordinator {
    enum Destinations: Codable, Hashable {
        case sections
        case section(name: String)
        case story(id: Int)
    }
    let navigation = SplitNavigation<ShelfSplit>(root: .sections, hasContentColumn: true)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        Adversary.duringChange(self)
        if case .story = destination { return FeedFlow() }
        return nil
    }

    func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy {
        destination == .section(name: "private") ? .exclude : .include
    }
}

@MainActor
final class ShareSwitch: RootCoordinator {
    enum Destinations: Codable, Hashable {
        case pick
        case confirm(target: String)
        case done(Bool)
    }
    let navigation = RootNavigation<ShareSwitch>(root: .pick)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        if case .confirm = destination { ComposeFlow() } else { nil }
    }
}
