import Trellis

// Coordinators whose app code navigates while the library is at work: the fixtures of the
// "app code inside library operations" tests.

/// A flow shown in each of ``FourTabs``'s tabs.
@MainActor
final class Leaf: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case start
        case step(Int)
    }

    let navigation = FlowNavigation<Leaf>(root: .start)
}

/// Four tabs, each hosting a ``Leaf`` flow.
@MainActor
final class FourTabs: TabCoordinator {
    enum Destinations: Codable, Hashable { case a, b, c, d }

    let navigation = TabNavigation<FourTabs>(tabs: [.a, .b, .c, .d])

    func makeChild(for destination: Destinations) -> (any Coordinator)? { Leaf() }
}

/// A flow whose `makeChild(for:)` runs `hostile` (app code that tries to navigate) before
/// returning a child for `.child` and `.seeded`.
@MainActor
final class HostileFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case home
        case child
        case plain(Int)
    }

    let navigation: FlowNavigation<HostileFlow>
    var hostile: (@MainActor (HostileFlow) -> Void)?

    init(seeded: [Destinations] = []) {
        navigation = FlowNavigation(root: .home, pushing: seeded)
    }

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        guard destination == .child else { return nil }
        hostile?(self)
        return Leaf()
    }
}

/// A flow that nests itself through its root: `RootChainFlow(levels: n)` shows `.down`, hosting
/// `RootChainFlow(levels: n - 1)`, down to a `.bottom` screen. Set-up builds the whole chain.
@MainActor
final class RootChainFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case down
        case bottom
    }

    let navigation: FlowNavigation<RootChainFlow>
    private let levels: Int

    init(levels: Int) {
        self.levels = levels
        navigation = FlowNavigation(root: levels > 0 ? .down : .bottom)
    }

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .down ? RootChainFlow(levels: levels - 1) : nil
    }
}
