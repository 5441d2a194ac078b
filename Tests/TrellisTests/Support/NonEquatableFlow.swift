import Trellis

/// A flow whose destinations are not `Equatable`: destinations are never "the same", and only
/// the predicate forms of `popTo…` and `isInStack` exist.
@MainActor
final class NonEquatableFlowCoordinator: FlowCoordinator {
    enum Destinations: Codable {
        case page(String)
        case compose
    }

    let navigation = FlowNavigation<NonEquatableFlowCoordinator>(root: .page("start"))

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        if case .compose = destination { return ComposeFlowCoordinator() }
        return nil
    }
}

extension NonEquatableFlowCoordinator.Destinations {
    /// The page's name, or `nil` for `.compose`.
    var pageName: String? {
        if case .page(let name) = self { return name }
        return nil
    }
}
