import Trellis

/// A flow whose `.next` destination hosts another `ChainFlow`: builds trees of any depth.
@MainActor
final class ChainFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case start
        case next
        case end
    }

    let navigation = FlowNavigation<ChainFlow>(root: .start)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .next ? ChainFlow() : nil
    }

    /// Builds a chain `depth` flows below `top` by pushing `.next` on each new flow in turn
    /// (iteratively, through the typed deep-link overload); returns the deepest flow.
    static func extend(_ top: ChainFlow, by depth: Int) -> ChainFlow {
        var current = top
        for _ in 0..<depth {
            var next: ChainFlow?
            current.route(to: .next) { (child: ChainFlow) in next = child }
            guard let next else { return current }
            current = next
        }
        return current
    }
}
