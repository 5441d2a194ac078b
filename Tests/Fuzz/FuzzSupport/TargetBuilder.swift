import Foundation
import Trellis

// A ``TargetSpec`` written with the library's public factories, as an app writes a long
// target: bottom first, each level's target handed to the slot above it, in a loop.

/// A `FuzzApp` coordinator type a target level can name.
@MainActor
protocol FuzzTargetable: Coordinator where Destinations: Hashable {
    /// The destination number `code` (less than ``FuzzKind/destinationCount``).
    static func fuzzDestination(_ code: Int) -> Destinations
}

extension FuzzApp: FuzzTargetable {
    static func fuzzDestination(_ code: Int) -> Destinations {
        [.onboarding, .main, .announcement(id: 7)][code]
    }
}

extension OnboardingFlow: FuzzTargetable {
    static func fuzzDestination(_ code: Int) -> Destinations {
        [.welcome, .terms(version: "2024-01"), .signIn(email: nil)][code]
    }
}

extension MainTabs: FuzzTargetable {
    static func fuzzDestination(_ code: Int) -> Destinations {
        [.feed, .search, .inbox, .settings, .account, .compose(draftID: nil), .alert(message: "hi")][code]
    }
}

extension FeedFlow: FuzzTargetable {
    static func fuzzDestination(_ code: Int) -> Destinations {
        [
            .feed, .article(Article(id: 1, title: "t", tags: ["a"], score: nil)), .author(name: "ann"),
            .comments(articleID: 1, page: 2), .thread(id: 3), .share(target: "mail"),
            .purchase(amount: 1.5, currency: "EUR"), .gallery(images: [1, 2], index: 0), .shelves,
        ][code]
    }
}

extension SearchFlow: FuzzTargetable {
    static func fuzzDestination(_ code: Int) -> Destinations {
        [.query("q", filters: SearchFilters(["new": 1])), .result(id: 9), .library][code]
    }
}

extension LibraryTabs: FuzzTargetable {
    static func fuzzDestination(_ code: Int) -> Destinations { [.books, .music, .podcasts(season: 2)][code] }
}

extension SettingsFlow: FuzzTargetable {
    static func fuzzDestination(_ code: Int) -> Destinations {
        [.settings, .privacy, .page(1), .account][code]
    }
}

extension AccountFlow: FuzzTargetable {
    static func fuzzDestination(_ code: Int) -> Destinations {
        [.account, .password, .orders(filter: .open), .order(id: "A1"), .security(level: 2)][code]
    }
}

extension ComposeFlow: FuzzTargetable {
    static func fuzzDestination(_ code: Int) -> Destinations {
        [.editor(text: "x"), .attach(kind: .photo), .preview(scale: 1.5), .discard][code]
    }
}

extension ShareSwitch: FuzzTargetable {
    static func fuzzDestination(_ code: Int) -> Destinations {
        [.pick, .confirm(target: "x"), .done(true)][code]
    }
}

extension ShelfSplit: FuzzTargetable {
    static func fuzzDestination(_ code: Int) -> Destinations {
        [.sections, .section(name: "new"), .story(id: 4)][code]
    }
}

extension FuzzKind {
    /// How destination number `code` prints in a report and a hierarchy.
    @MainActor
    func destinationText(_ code: Int) -> String {
        switch self {
        case .app: String(describing: FuzzApp.fuzzDestination(code))
        case .onboarding: String(describing: OnboardingFlow.fuzzDestination(code))
        case .mainTabs: String(describing: MainTabs.fuzzDestination(code))
        case .feed: String(describing: FeedFlow.fuzzDestination(code))
        case .search: String(describing: SearchFlow.fuzzDestination(code))
        case .library: String(describing: LibraryTabs.fuzzDestination(code))
        case .settings: String(describing: SettingsFlow.fuzzDestination(code))
        case .account: String(describing: AccountFlow.fuzzDestination(code))
        case .compose: String(describing: ComposeFlow.fuzzDestination(code))
        case .share: String(describing: ShareSwitch.fuzzDestination(code))
        case .shelf: String(describing: ShelfSplit.fuzzDestination(code))
        }
    }
}

@MainActor
enum TargetBuilder {
    /// The target `spec` describes, built bottom first without recursion.
    static func target(_ spec: TargetSpec) -> NavigationTarget<FuzzApp> {
        var child: (any ChildTarget)?
        for level in spec.levels.dropFirst().reversed() {
            child = typed(level, child: childOf(level, deeper: child))
        }
        let top = spec.levels.first ?? LevelSpec(kind: .app, base: SlotSpec(code: 0))
        return root(top, FuzzApp.self, child: childOf(top, deeper: child))
    }

    /// The child target of `level`'s next slot: the level below, or (where the spine stops on
    /// a part that cannot be reached) a small target of the type named.
    private static func childOf(_ level: LevelSpec, deeper: (any ChildTarget)?) -> (any ChildTarget)? {
        guard level.next != nil else { return nil }
        return level.continues ? deeper : level.nextKind.map(leaf)
    }

    private static func typed(_ level: LevelSpec, child: (any ChildTarget)?) -> any ChildTarget {
        switch level.kind {
        case .app: TypedChildTarget(target: root(level, FuzzApp.self, child: child))
        case .onboarding: TypedChildTarget(target: flow(level, OnboardingFlow.self, child: child))
        case .mainTabs: TypedChildTarget(target: tabs(level, MainTabs.self, child: child))
        case .feed: TypedChildTarget(target: flow(level, FeedFlow.self, child: child))
        case .search: TypedChildTarget(target: flow(level, SearchFlow.self, child: child))
        case .library: TypedChildTarget(target: tabs(level, LibraryTabs.self, child: child))
        case .settings: TypedChildTarget(target: flow(level, SettingsFlow.self, child: child))
        case .account: TypedChildTarget(target: flow(level, AccountFlow.self, child: child))
        case .compose: TypedChildTarget(target: flow(level, ComposeFlow.self, child: child))
        case .share: TypedChildTarget(target: root(level, ShareSwitch.self, child: child))
        case .shelf: TypedChildTarget(target: split(level, ShelfSplit.self, child: child))
        }
    }

    /// A small target of `kind`: its first destination, nothing above.
    private static func leaf(_ kind: FuzzKind) -> any ChildTarget {
        let base = kind.shape == .flow || kind.shape == .split ? nil : SlotSpec(code: 0)
        return typed(LevelSpec(kind: kind, base: base), child: nil)
    }

    /// The child target of slot `index` (`-1` the base) of `level`.
    private static func child(at index: Int, of level: LevelSpec, next: (any ChildTarget)?)
        -> (any ChildTarget)?
    {
        if index == level.next { return next }
        return level.slot(index)?.sideKind.map(leaf)
    }

    private static func entries<C: FuzzTargetable>(
        _ level: LevelSpec, _: C.Type, child next: (any ChildTarget)?,
        push: (C.Destinations, (any ChildTarget)?) -> TargetEntry<C>
    ) -> [TargetEntry<C>] {
        level.entries.enumerated().filter { $0.element.presentation != nil }.map { index, entry in
            let destination = C.fuzzDestination(entry.code)
            let child = child(at: index, of: level, next: next)
            guard entry.presentation == .push else {
                let style: ModalStyle =
                    switch entry.presentation {
                    case .fullScreenCover: .fullScreenCover
                    case .popover: .popover
                    case .push, .sheet, nil: .sheet
                    }
                return child?.present(destination, as: style) ?? .present(destination, as: style)
            }
            return push(destination, child)
        }
    }

    private static func flow<F: FuzzTargetable & FlowCoordinator>(
        _ level: LevelSpec, _: F.Type, child next: (any ChildTarget)?
    ) -> NavigationTarget<F> {
        let path = entries(level, F.self, child: next) { destination, child in
            child?.push(destination) ?? .push(destination)
        }
        guard let base = level.base else { return F.target(path: path) }
        let destination = F.fuzzDestination(base.code)
        guard let child = child(at: -1, of: level, next: next) else {
            return F.target(root: destination, path: path)
        }
        return child.flow(root: destination, path: path)
    }

    private static func tabs<T: FuzzTargetable & TabCoordinator>(
        _ level: LevelSpec, _: T.Type, child next: (any ChildTarget)?
    ) -> NavigationTarget<T> {
        let modals = entries(level, T.self, child: next) { destination, _ in .present(destination) }
        let tab = T.fuzzDestination(level.base?.code ?? 0)
        guard let child = child(at: -1, of: level, next: next) else {
            return T.target(tab: tab, modals: modals)
        }
        return child.tabs(tab: tab, modals: modals)
    }

    private static func root<R: FuzzTargetable & RootCoordinator>(
        _ level: LevelSpec, _: R.Type, child next: (any ChildTarget)?
    ) -> NavigationTarget<R> {
        let modals = entries(level, R.self, child: next) { destination, _ in .present(destination) }
        let root = R.fuzzDestination(level.base?.code ?? 0)
        guard let child = child(at: -1, of: level, next: next) else {
            return R.target(root: root, modals: modals)
        }
        return child.root(root: root, modals: modals)
    }

    private static func split<S: FuzzTargetable & SplitCoordinator>(
        _ level: LevelSpec, _: S.Type, child next: (any ChildTarget)?
    ) -> NavigationTarget<S> {
        let modals = entries(level, S.self, child: next) { destination, _ in .present(destination) }
        let selections: [TargetSelection<S>] = level.entries.enumerated().filter {
            $0.element.presentation == nil
        }
        .map { index, selection in
            let destination = S.fuzzDestination(selection.code)
            return child(at: index, of: level, next: next)?.select(destination) ?? .select(destination)
        }
        return S.target(selecting: selections, modals: modals)
    }
}
