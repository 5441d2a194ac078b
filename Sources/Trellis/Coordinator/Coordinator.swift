/// A node of the navigation tree: a flow, a tab set or a root switch.
///
/// Apps never conform to `Coordinator` directly; they adopt ``FlowCoordinator``,
/// ``TabCoordinator`` or ``RootCoordinator``, which add the container that holds the
/// coordinator's navigation state. Everything declared here is available on all three.
///
/// ```swift
/// @MainActor
/// final class HomeCoordinator: FlowCoordinator {
///     enum Destinations: Codable, Hashable { case home, detail(id: Int), settings }
///     let navigation = FlowNavigation<HomeCoordinator>(root: .home)
///
///     func makeChild(for destination: Destinations) -> (any Coordinator)? {
///         destination == .settings ? SettingsCoordinator() : nil
///     }
/// }
/// ```
@MainActor
public protocol Coordinator: AnyObject {
    /// The places this coordinator can show. Make it `Codable` to opt in to
    /// ``captureNavigationState()`` and ``restoreNavigationState(from:aboveSkippedEntry:)``.
    associatedtype Destinations

    /// Returns the child coordinator hosted by `destination`, or `nil` for a plain screen.
    ///
    /// Called once each time the destination is shown; return a new coordinator each time
    /// (one already in a tree is refused). The library calls this in the middle of a change:
    /// it may read the tree, but a navigation call made from here is refused (see
    /// <doc:Reliability>). The default returns `nil`.
    func makeChild(for destination: Destinations) -> (any Coordinator)?

    /// Tells whether `destination` may be written into a navigation snapshot.
    ///
    /// Return ``SnapshotPolicy/exclude`` for screens that must never come back on
    /// their own (payment, password, one-off confirmations). An excluded destination is never
    /// written, wherever it sits: an excluded entry or modal is left out with everything above
    /// it; an excluded root or tab leaves its whole coordinator out, which restores at its
    /// initial position (see ``SnapshotPolicy``). The default is
    /// ``SnapshotPolicy/include``.
    ///
    /// The library calls this in the middle of a change: it may read the tree but not
    /// navigate.
    func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy

    /// How `destination` behaves when this coordinator presents it (as a sheet, a full-screen
    /// cover or a popover): detents, drag indicator, interactive dismissal, background
    /// interaction, and what a popover becomes in a compact size class.
    ///
    /// The layout carries the answer on the destination's layer (``NavigationLayer/options``),
    /// read each time it is asked; the library calls this in the middle of a change: it may read
    /// the tree but not navigate. The default is ``PresentationOptions/default``.
    ///
    /// ```swift
    /// func presentationOptions(for destination: Destinations) -> PresentationOptions {
    ///     destination == .cart ? PresentationOptions(detents: [.medium, .large]) : .default
    /// }
    /// ```
    func presentationOptions(for destination: Destinations) -> PresentationOptions

    /// The module-qualified names this coordinator type had in earlier versions of the app,
    /// such as `["ShopKit.BasketCoordinator"]`: a navigation snapshot that recorded the
    /// coordinator under one of them restores its saved subtree into this type.
    ///
    /// A snapshot records each coordinator by its module-qualified type name
    /// (`String(reflecting:)`), so renaming a coordinator type, or moving it to another module
    /// or namespace, would otherwise make its saved subtree restart at its initial position.
    /// List every name the type has had, exactly as `String(reflecting:)` printed it then
    /// (module, enclosing types and type name). A coordinator restored under a former name is
    /// listed in ``RestorationReport/migrated``, as a
    /// ``RestorationReport/Migration/Kind/coordinatorType(formerTypeName:)`` item. Its destinations
    /// must still decode into its `Destinations`, or be migrated (``MigratingCoordinator``).
    ///
    /// A name means the type that bears it now: a former name is ignored where a coordinator
    /// type that is in the tree being restored has that name today (see
    /// <doc:SavingAndRestoringNavigation#Renamed-coordinator-types>). Version-1 snapshots, which
    /// record short names only, do not use former names. The default is empty.
    ///
    /// ```swift
    /// @MainActor
    /// final class CartCoordinator: FlowCoordinator {
    ///     // Was `BasketCoordinator` in ShopKit, before the cart moved into the Checkout module.
    ///     static let formerTypeNames = ["ShopKit.BasketCoordinator"]
    ///     // …
    /// }
    /// ```
    static var formerTypeNames: [String] { get }
}

extension Coordinator {
    /// Returns `nil`: every destination is a plain screen unless a coordinator says otherwise.
    public func makeChild(for destination: Destinations) -> (any Coordinator)? { nil }

    /// Returns ``SnapshotPolicy/include``: every destination is written into snapshots.
    public func snapshotPolicy(for destination: Destinations) -> SnapshotPolicy { .include }

    /// Returns ``PresentationOptions/default``: SwiftUI's defaults for every destination.
    public func presentationOptions(for destination: Destinations) -> PresentationOptions { .default }

    /// Empty: the type has had no other name.
    public static var formerTypeNames: [String] { [] }

    /// The coordinator whose destination hosts this one, or `nil` at the top of a tree.
    public var parent: (any Coordinator)? {
        navigationNode?.parentNode?.coordinator
    }

    /// The top of the tree this coordinator belongs to (the coordinator itself when it has
    /// no parent).
    public var hierarchyRoot: any Coordinator {
        var top: any Coordinator = self
        while let next = top.parent { top = next }
        return top
    }

    /// Sets this coordinator up now, if nothing has used it yet: prepares its initial
    /// state (the root's child, seeded pushes, the selected tab's child).
    ///
    /// Every call that hands a tree to something sets it up: navigation calls,
    /// ``debugHierarchy()``, capture and restore, ``observeNavigation(_:)``,
    /// ``observeDiagnostics(_:)`` and ``StateRestorationManager/attach(_:savesOnNavigation:aboveSkippedEntry:)``. Reading a
    /// container's properties never does (a getter has no side effects): on a coordinator
    /// nothing has touched, `navigation.rootChild` is `nil` until one of those calls, or this one,
    /// runs. See <doc:CoordinatorsAndTheTree#When-a-tree-is-set-up>.
    ///
    /// ```swift
    /// let app = AppCoordinator()
    /// app.prepareNavigation()
    /// let login = app.navigation.rootChild as? LoginCoordinator   // exists now
    /// ```
    public func prepareNavigation() {
        _ = preparedNode
    }

    /// Removes this coordinator from its parent.
    ///
    /// - A pushed or presented child removes its entry and every entry above it.
    /// - The root child of a flow or of a root coordinator dismisses that coordinator in turn.
    /// - A modal of a tab or root coordinator removes that modal and any presented above it.
    /// - A tab's child is not dismissable, and a coordinator without a parent has nothing to
    ///   leave: nothing changes and a ``NavigationDiagnostic`` is reported.
    ///
    /// Every removed destination's `onDismiss` fires once.
    public func dismissCoordinator() {
        NavigationChange.apply("dismissCoordinator()", on: self) { dismiss(cause: .code) }
    }

    func dismiss(cause: DismissalCause) {
        guard let parentNode = navigationNode?.parentNode else {
            NavigationDiagnostic.report(
                .dismissalRefused, in: self,
                "dismissCoordinator() on a coordinator without a parent changes nothing")
            return
        }
        parentNode.dismissChild(self, cause: cause)
    }
}
