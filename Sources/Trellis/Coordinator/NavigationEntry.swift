/// A destination shown above a flow's root (pushed or presented), or a modal presented over
/// a tab or root coordinator.
///
/// Read entries through ``FlowNavigation/entries``, ``TabNavigation/entries`` and ``RootNavigation/entries``.
public struct NavigationEntry<Destination>: Identifiable {
    /// The entry's identity: it stays while the entry stays, and a replacing entry gets a new
    /// one even for an equal destination.
    public let id: EntryID
    /// The destination shown.
    public var destination: Destination { described.value }
    /// How the destination is shown.
    public let presentation: Presentation
    /// The child coordinator the destination hosts, or `nil` for a plain screen.
    public internal(set) var child: (any Coordinator)?

    var onDismiss: DismissHandler?
    /// The detent the user dragged the presentation to; `nil` until then (it rests at the
    /// first of its options' detents).
    var selectedDetent: PresentationOptions.Detent?
    /// The destination with its debug text.
    let described: DestinationBox<Destination>

    /// Inlined into ``EntryHosting/append(_:as:onDismiss:)``, where the runtime then looks up
    /// an entry's generic types once per append.
    @MainActor @inline(__always)
    init(
        destination: Destination, presentation: Presentation, child: (any Coordinator)? = nil,
        onDismiss: DismissHandler? = nil
    ) {
        self.id = EntryID()
        self.described = DestinationBox(destination)
        self.presentation = presentation
        self.child = child
        self.onDismiss = onDismiss
    }
}

extension NavigationEntry {
    /// The entry as the tree walk and the teardown rule see it.
    var slot: NodeSlot {
        NodeSlot(
            role: .entry(presentation), id: id, described: described, child: child,
            onDismiss: onDismiss)
    }
}
