/// The likely mistakes a new entry makes in the layout, reported as ``NavigationDiagnostic``s
/// of kind `ambiguousLayout` when the entry is shown. The layout still shows such a tree, in
/// its canonical order (see <doc:PresentationLayout>); these are the states where that order
/// is probably not what the app meant.
@MainActor
enum AmbiguousLayout {
    /// What the entry about to be shown on `host` would make ambiguous, as a message; checked
    /// before the entry is added.
    static func warning(
        showing destination: Any, as presentation: Presentation, on coordinator: any Coordinator,
        host: any NavigationNode
    ) -> String? {
        if presentation == .push {
            // A push above a modal whose child shows its own screens there.
            guard let top = host.slots.last, top.role != .push, let child = top.child else { return nil }
            let name = String(describing: type(of: child))
            return
                "route(to: .\(destination)) pushes above the \(top.role) that hosts \(name): the window shows "
                + "it in that \(top.role)'s layer above \(name)'s screens, and \(name)'s later pushes show below "
                + "it; push on \(name) instead?"
        }
        // A modal over a modal that a descendant presents.
        let layers = NavigationLayout(of: coordinator).layers
        guard let descendant = layers.last(where: { $0.presenter.map { $0 !== coordinator } ?? false }),
            let presenter = descendant.presenter, let style = descendant.style
        else { return nil }
        let name = String(describing: type(of: presenter))
        return
            "present(.\(destination)) presents over the \(style.presentation) that \(name) presents: the window "
            + "shows it as the layer above; dismissing \(name)'s \(style.presentation) dismisses it too"
    }

    /// Whether a pushed destination's child is a tab set, which a window cannot show in a path.
    static func warning(pushing destination: Any, hosting child: (any Coordinator)?) -> String? {
        guard let child, child is any TabCoordinator else { return nil }
        return
            "route(to: .\(destination)) pushes a tab set (\(type(of: child))) into a path: a window cannot "
            + "nest the tabs' NavigationStacks in a path; present it or make it a root instead"
    }
}
