import Trellis

/// A root coordinator nested through its root: `RootChain(levels: n)` shows `.down`, hosting
/// `RootChain(levels: n - 1)`, down to a `.bottom` screen. Set-up builds the whole chain.
@MainActor
final class RootChain: RootCoordinator {
    enum Destinations: Codable, Hashable {
        case down
        case bottom
    }

    let navigation: RootNavigation<RootChain>
    private let levels: Int

    init(levels: Int) {
        self.levels = levels
        navigation = RootNavigation(root: levels > 0 ? .down : .bottom)
    }

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .down ? RootChain(levels: levels - 1) : nil
    }
}

/// A tab set nested through its selected first tab: `TabChain(levels: n)` has `.down`, hosting
/// `TabChain(levels: n - 1)`, and a plain `.side` tab; the last level has `.side` alone. Set-up
/// builds the whole chain (only a selected tab's child is made).
@MainActor
final class TabChain: TabCoordinator {
    enum Destinations: Codable, Hashable {
        case down
        case side
    }

    let navigation: TabNavigation<TabChain>
    private let levels: Int

    init(levels: Int) {
        self.levels = levels
        navigation = TabNavigation(tabs: levels > 0 ? [.down, .side] : [.side])
    }

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .down ? TabChain(levels: levels - 1) : nil
    }
}
