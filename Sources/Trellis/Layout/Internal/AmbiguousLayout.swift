/// The likely mistakes a new entry makes in the layout, reported as ``NavigationDiagnostic``s
/// of kind `ambiguousLayout` when the entry is shown. The layout still shows such a tree, in
/// its canonical order (see <doc:PresentationLayout>); these are the states where that order
/// is probably not what the app meant.
@MainActor
enum AmbiguousLayout {
    /// Shows an entry with `show` and reports what it makes ambiguous: the one place a new entry
    /// of `route(to:)` and `present(_:as:)` is checked. (`navigate(to:)` does not check its new
    /// entries yet; see <doc:Reliability>'s known gaps.)
    static func checked(
        showing destination: Any, as presentation: Presentation, on coordinator: any Coordinator,
        host: any NavigationNode, _ show: () -> (any Coordinator)?
    ) -> (any Coordinator)? {
        let ambiguity = warning(showing: destination, as: presentation, on: coordinator, host: host)
        let child = show()
        if let ambiguity {
            NavigationDiagnostics.report(.ambiguousLayout, in: coordinator, ambiguity)
        } else if presentation == .push, let ambiguity = warning(pushing: destination, hosting: child) {
            NavigationDiagnostics.report(.ambiguousLayout, in: coordinator, ambiguity)
        }
        return child
    }

    /// What the entry about to be shown on `host` would make ambiguous, as a message; checked
    /// before the entry is added.
    static func warning(
        showing destination: Any, as presentation: Presentation, on coordinator: any Coordinator,
        host: any NavigationNode
    ) -> String? {
        // Only checked when someone hears the diagnostic: the modal checks walk the tree.
        guard NavigationDiagnostics.isHeard(in: coordinator) else { return nil }
        if presentation == .push {
            if let top = (host as? any EntryHosting)?.lastEntrySlot {
                if top.role == .push {
                    // A push above a pushed tab set: the tabs' stacks would sit in a path.
                    if let tabs = top.child as? any TabCoordinator {
                        return pushAboveATabSet(destination, tabs, "pushed into the path")
                    }
                    return top.child.flatMap { pushAboveADescendantsModal(destination, on: $0) }
                }
                // A push above a modal whose child shows its own screens there.
                guard let child = top.child else { return nil }
                let name = String(describing: type(of: child))
                return
                    "route(to: .\(destination)) pushes above the \(top.role) that hosts \(name): the window "
                    + "shows it in that \(top.role)'s layer above \(name)'s screens, and \(name)'s later pushes show "
                    + "below it; push on \(name) instead?"
            }
            // A push above a root whose child presents a modal: it shows in that modal's layer.
            if let child = (host as? any RootHosting)?.rootEntryChild,
                let warning = pushAboveADescendantsModal(destination, on: child)
            {
                return warning
            }
            // A push above a root that is a tab set: the tabs' stacks would sit in a path.
            guard let tabs = (host as? any RootHosting)?.rootEntryChild as? any TabCoordinator else {
                return nil
            }
            return pushAboveATabSet(destination, tabs, "at the root of the layer")
        }
        if let warning = modalBelowAnAncestorsModal(destination, host: host) { return warning }
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

    /// A push above a tab set (a flow's root or a pushed entry): the tabs' stacks would sit in a
    /// path.
    private static func pushAboveATabSet(_ destination: Any, _ tabs: any TabCoordinator, _ place: String)
        -> String
    {
        "route(to: .\(destination)) pushes above a tab set (\(type(of: tabs))) \(place): a window cannot "
            + "nest the tabs' NavigationStacks in a path; present it instead?"
    }

    /// A push right above a child (the flow's top entry, or its root when it has no entries)
    /// whose subtree presents a modal: the window shows the push in that modal's layer, which
    /// takes it along when it closes. Only the child's subtree is walked, so a push costs what
    /// it costs without the check.
    private static func pushAboveADescendantsModal(_ destination: Any, on child: any Coordinator)
        -> String?
    {
        guard let layer = NavigationLayout(of: child).layers.last,
            let presenter = layer.presenter, let style = layer.style?.presentation
        else { return nil }
        let name = String(describing: type(of: presenter))
        return
            "route(to: .\(destination)) pushes above the \(style) that \(name) presents: the window shows it "
            + "in that \(style)'s layer, and closing the \(style) removes it; dismiss it first, or push on "
            + "\(name)?"
    }

    /// A modal presented by a coordinator that an ancestor's modal covers: it becomes a layer
    /// under that modal.
    private static func modalBelowAnAncestorsModal(_ destination: Any, host: any NavigationNode) -> String? {
        var node = host
        while let parent = node.parentNode, let child = node.coordinator {
            let slots = parent.slots
            guard let position = slots.firstIndex(where: { $0.child === child }) else { return nil }
            if let above = slots[(position + 1)...].first(where: {
                $0.role == .sheet || $0.role == .fullScreenCover
            }),
                let ancestor = parent.coordinator
            {
                let name = String(describing: type(of: ancestor))
                return
                    "present(.\(destination)) presents under the \(above.role) that \(name) presents: the window "
                    + "shows it as a layer below that one, which stays on top"
            }
            node = parent
        }
        return nil
    }

    /// Whether a pushed destination's child is a tab set, which a window cannot show in a path.
    static func warning(pushing destination: Any, hosting child: (any Coordinator)?) -> String? {
        guard let child, child is any TabCoordinator else { return nil }
        return
            "route(to: .\(destination)) pushes a tab set (\(type(of: child))) into a path: a window cannot "
            + "nest the tabs' NavigationStacks in a path; present it or make it a root instead"
    }
}
