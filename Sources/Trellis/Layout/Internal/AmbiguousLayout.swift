/// The likely mistakes a new entry makes in the layout, reported as ``NavigationDiagnostic``s
/// of kind `ambiguousLayout` when the entry is shown. The layout still shows such a tree, in
/// its canonical order (see <doc:PresentationLayout>); these are the states where that order
/// is probably not what the app meant.
@MainActor
enum AmbiguousLayout {
    /// The call that shows a new entry, as a warning names it.
    enum Caller {
        /// `route(to:)` or `present(_:as:)`: `route(to: .detail(id: 1))`, `present(.compose)`.
        case call
        /// `navigate(to:)`, showing an entry of its target: `navigate(to:)'s sheet .compose`.
        case navigate
        /// A `NavigationLink(value:)` the UI reported: `NavigationLink(value: .detail(id: 1))`.
        case link

        /// The warning's subject: the call and the destination it shows.
        func subject(_ destination: Any, as presentation: Presentation) -> String {
            switch self {
            case .call where presentation == .push: "route(to: .\(destination))"
            case .call: "present(.\(destination))"
            case .navigate: "navigate(to:)'s \(NavigationRole.entry(presentation)) .\(destination)"
            case .link: "NavigationLink(value: .\(destination))"
            }
        }
    }

    /// Shows an entry with `show` and reports what it makes ambiguous: the one place a new entry
    /// is checked, whichever call shows it (`route(to:)`, `present(_:as:)`, `navigate(to:)`).
    /// `ancestors` and `descendants` remember the ancestors' modals and the modals shown below
    /// for the rest of the change (one each for all the entries `navigate(to:)` shows).
    static func checked(
        showing destination: Any, as presentation: Presentation, on coordinator: any Coordinator,
        host: any NavigationNode, by caller: Caller, ancestors: AncestorModals = AncestorModals(),
        descendants: DescendantModals = DescendantModals(), _ show: () -> (any Coordinator)?
    ) -> (any Coordinator)? {
        let subject = { caller.subject(destination, as: presentation) }
        let ambiguity = warning(
            showing: subject, as: presentation, on: coordinator, host: host, ancestors: ancestors,
            descendants: descendants)
        let child = show()
        if let ambiguity {
            NavigationDiagnostic.report(.ambiguousLayout, in: coordinator, ambiguity)
        } else if presentation == .push, let ambiguity = warning(pushing: subject, hosting: child) {
            NavigationDiagnostic.report(.ambiguousLayout, in: coordinator, ambiguity)
        }
        return child
    }

    /// What the entry about to be shown on `host` would make ambiguous, as a message; checked
    /// before the entry is added. `subject` names the call and the destination, made only
    /// for a warning.
    private static func warning(
        showing subject: () -> String, as presentation: Presentation, on coordinator: any Coordinator,
        host: any NavigationNode, ancestors: AncestorModals, descendants: DescendantModals
    ) -> String? {
        // Only checked when someone hears the diagnostic: the modal checks walk the tree.
        guard NavigationDiagnostic.isHeard(in: coordinator) else { return nil }
        if presentation == .push {
            if let top = (host as? any EntryHosting)?.lastEntrySlot {
                if top.role == .push {
                    // A push above a pushed tab set: the tabs' stacks would sit in a path.
                    if let tabs = top.child as? any TabCoordinator {
                        return pushAboveATabSet(subject(), tabs, "pushed into the path")
                    }
                    return top.child.flatMap {
                        pushAboveADescendantsModal(subject, on: $0, descendants: descendants)
                    }
                }
                // A push above a modal whose child shows its own screens there.
                guard let child = top.child else { return nil }
                let name = String(describing: type(of: child))
                return
                    "\(subject()) pushes above the \(top.role) that hosts \(name): the window "
                    + "shows it in that \(top.role)'s layer above \(name)'s screens, and \(name)'s later pushes show "
                    + "below it; push on \(name) instead?"
            }
            // A push above a root whose child presents a modal: it shows in that modal's layer.
            if let child = (host as? any RootHosting)?.rootEntryChild,
                let warning = pushAboveADescendantsModal(subject, on: child, descendants: descendants)
            {
                return warning
            }
            // A push above a root that is a tab set: the tabs' stacks would sit in a path.
            guard let tabs = (host as? any RootHosting)?.rootEntryChild as? any TabCoordinator else {
                return nil
            }
            return pushAboveATabSet(subject(), tabs, "at the root of the layer")
        }
        // A modal presented by a coordinator that an ancestor's modal covers: it becomes a layer
        // under that modal.
        if let above = ancestors.modal(above: host) {
            return
                "\(subject()) presents under the \(above.role) that \(above.presenter) presents: the window "
                + "shows it as a layer below that one, which stays on top"
        }
        // A modal over a modal that a descendant presents.
        guard let descendant = descendants.topDescendantModal(shownBy: coordinator) else { return nil }
        let style = descendant.style
        let name = String(describing: type(of: descendant.owner))
        return
            "\(subject()) presents over the \(style.presentation) that \(name) presents: the window "
            + "shows it as the layer above; dismissing \(name)'s \(style.presentation) dismisses it too"
    }

    /// A push above a tab set (a flow's root or a pushed entry): the tabs' stacks would sit in a
    /// path.
    private static func pushAboveATabSet(_ subject: String, _ tabs: any TabCoordinator, _ place: String)
        -> String
    {
        "\(subject) pushes above a tab set (\(type(of: tabs))) \(place): a window cannot "
            + "nest the tabs' NavigationStacks in a path; present it instead?"
    }

    /// A push right above a child (the flow's top entry, or its root when it has no entries)
    /// whose subtree presents a modal: the window shows the push in that modal's layer, which
    /// takes it along when it closes. Only the child's subtree is read, once per change.
    private static func pushAboveADescendantsModal(
        _ subject: () -> String, on child: any Coordinator, descendants: DescendantModals
    ) -> String? {
        guard let layer = descendants.topModal(shownBy: child) else { return nil }
        let style = layer.style.presentation
        let name = String(describing: type(of: layer.owner))
        return
            "\(subject()) pushes above the \(style) that \(name) presents: the window shows it "
            + "in that \(style)'s layer, and closing the \(style) removes it; dismiss it first, or push on "
            + "\(name)?"
    }

    /// Whether a pushed destination's child is a tab set, which a window cannot show in a path.
    private static func warning(pushing subject: () -> String, hosting child: (any Coordinator)?) -> String? {
        guard let child, child is any TabCoordinator else { return nil }
        return
            "\(subject()) pushes a tab set (\(type(of: child))) into a path: a window cannot "
            + "nest the tabs' NavigationStacks in a path; present it or make it a root instead"
    }
}
