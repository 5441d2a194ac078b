/// A coordinator with an ordered list of entries that it can present modally: every
/// ``FlowCoordinator``, ``TabCoordinator`` and ``RootCoordinator``.
///
/// Presenting and dismissing work the same way on all three, so they are written once, here.
/// A flow's entries also hold its pushes; a tab set's and a root coordinator's hold only
/// modals.
///
/// ```swift
/// tabs.present(.compose, as: .fullScreenCover) { print("closed") }
/// tabs.dismissAllModals()
/// ```
@MainActor
public protocol PresentingCoordinator: Coordinator {}

extension PresentingCoordinator {
    /// Presents `destination` modally, above everything the coordinator shows.
    ///
    /// - Parameters:
    ///   - destination: The destination to present.
    ///   - style: `.sheet` (the default) or `.fullScreenCover`.
    ///   - onDismiss: Called once when the destination leaves, whichever way it leaves.
    public func present(
        _ destination: Destinations, as style: ModalStyle = .sheet, onDismiss: (@MainActor () -> Void)? = nil
    ) {
        show(destination, as: style.presentation, onDismiss: onDismiss.map(DismissHandlers.ignoringCause))
    }

    /// Presents `destination`; `onDismissWithCause` is called once when it leaves, with why it
    /// left (the user, code, a restore, a teardown).
    public func present(
        _ destination: Destinations, as style: ModalStyle = .sheet,
        onDismissWithCause: @escaping @MainActor (DismissalCause) -> Void
    ) {
        show(destination, as: style.presentation, onDismiss: onDismissWithCause)
    }

    /// Presents `destination` and hands its child coordinator to `body` when it is a `T`.
    ///
    /// ```swift
    /// home.present(.checkout) { (checkout: CheckoutCoordinator) in checkout.route(to: .payment) }
    /// ```
    public func present<T: Coordinator>(
        _ destination: Destinations, as style: ModalStyle = .sheet, onDismiss: (@MainActor () -> Void)? = nil,
        _ body: (T) -> Void
    ) {
        let shown = show(
            destination, as: style.presentation, onDismiss: onDismiss.map(DismissHandlers.ignoringCause))
        if let child = shown { handOver(child, from: self, to: body) }
    }

    /// Dismisses the entry at `index` of the coordinator's entries (``FlowNavigation/entries``,
    /// ``TabNavigation/entries``, ``RootNavigation/entries``) and every entry above it, with cause `.code`.
    /// An index out of range changes nothing and is reported as a ``NavigationDiagnostic``.
    public func dismiss(entryAt index: Int) {
        dismissEntries(from: index, cause: .code, call: "dismiss(entryAt:)")
    }

    /// Dismisses the lowest presented entry (sheet or cover) and everything above it, with
    /// cause `.code`; a flow's pushes below it stay. Does nothing when nothing is presented.
    public func dismissAllModals() {
        NavigationChange.apply("dismissAllModals()", on: self) {
            guard let host = preparedEntryHost, let lowest = host.firstModalIndex else { return }
            host.removeEntries(keeping: lowest, cause: .code)
        }
    }

    /// Shows `destination` on top of the entries (pushed or presented), as one change; returns
    /// the child it hosts, or `nil` when the call was refused.
    ///
    /// When `accepting` refuses the child it hosts (an await of another type), the entry is
    /// removed again within the same change, with cause `.code`, so no UI shows it.
    @discardableResult
    func show(
        _ destination: Destinations, as presentation: Presentation, onDismiss: DismissHandler?,
        accepting: ((any Coordinator)?) -> Bool = { _ in true }
    ) -> (any Coordinator)?? {
        NavigationChange.apply(presentation == .push ? "route(to:)" : "present(_:as:)", on: self) {
            guard let host = preparedEntryHost else { return nil }
            let count = host.entryList.count
            let child = AmbiguousLayout.checked(
                showing: destination, as: presentation, on: self, host: host, by: .call
            ) { host.append(destination, as: presentation, onDismiss: onDismiss) }
            guard !accepting(child) else { return child }
            host.removeEntries(keeping: count, cause: .code)
            return nil
        }
    }

    /// Removes the entry at `index` and every entry above it, as one change with `cause`.
    func dismissEntries(from index: Int, cause: DismissalCause, call: @autoclosure () -> String) {
        NavigationChange.apply(call(), on: self) {
            guard let host = preparedEntryHost else { return }
            guard index >= 0, index < host.entryList.count else {
                NavigationDiagnostic.report(
                    .indexOutOfRange, in: self, "\(call()) with index \(index) ignored")
                return
            }
            host.removeEntries(keeping: index, cause: cause)
        }
    }

    /// The coordinator's container, set up.
    private var preparedEntryHost: (any EntryHosting<Destinations>)? {
        preparedNode as? any EntryHosting<Destinations>
    }
}

extension EntryHosting {
    /// The position of the lowest presented (not pushed) entry.
    fileprivate var firstModalIndex: Int? {
        entryList.entries.firstIndex { $0.presentation != .push }
    }
}
