import Foundation

// The names this release renamed or removed, kept as unavailable declarations so the compiler
// says what to write instead (Xcode offers the rename as a fix-it). One row of CHANGELOG.md's
// "Renamed" and "Removed" tables each; nothing here can be called.

extension Root {
    /// Renamed ``destination``.
    @available(*, unavailable, renamed: "destination")
    public var current: C.Destinations { destination }

    /// Renamed ``destination``: `app.root.destination` reads at the call site.
    @available(*, unavailable, renamed: "destination")
    public var root: C.Destinations { destination }

    /// Renamed ``child``: `app.root.child` reads at the call site.
    @available(*, unavailable, renamed: "child")
    public var rootChild: (any Coordinator)? { child }

    /// Renamed ``entryID``.
    @available(*, unavailable, renamed: "entryID")
    public var rootID: EntryID { entryID }

    /// Renamed ``entries``.
    @available(*, unavailable, renamed: "entries")
    public var modals: [NavigationEntry<C.Destinations>] { entries }
}

extension TabItems {
    /// Renamed ``entries``.
    @available(*, unavailable, renamed: "entries")
    public var modals: [NavigationEntry<C.Destinations>] { entries }
}

extension TabEntry {
    /// Renamed ``isPrepared``.
    @available(*, unavailable, renamed: "isPrepared")
    public var isCreated: Bool { isPrepared }
}

extension FlowCoordinator {
    /// Renamed ``userDidPop(toEntryCount:)``: it counts the flow's entries, sheets included. A UI
    /// that renders the layout reports a back swipe to the layer, in screens.
    @available(
        *, unavailable, renamed: "userDidPop(toEntryCount:)",
        message: "it counts the flow's entries; a UI reports a back swipe to NavigationLayer, in screens"
    )
    public func userDidPop(toCount count: Int) { userDidPop(toEntryCount: count) }
}

extension TabCoordinator {
    /// Removed: a tab tapped is ``select(index:)``; a UI that renders the layout reports it as
    /// ``TabSetLayout/userDidSelectTab(at:)``.
    @available(
        *, unavailable, renamed: "select(index:)",
        message: "a UI reports a tab tapped as TabSetLayout.userDidSelectTab(at:)"
    )
    public func userDidSelectTab(at index: Int) { select(index: index) }
}

extension PresentingCoordinator {
    /// Renamed ``userDidDismiss(entryAt:)``.
    @available(*, unavailable, renamed: "userDidDismiss(entryAt:)")
    public func userDidDismissModal(at index: Int) { userDidDismiss(entryAt: index) }

    /// A dismissal handler that takes the cause is now `onDismissWithCause:`.
    @available(*, unavailable, renamed: "present(_:as:onDismissWithCause:)")
    public func present(
        _ destination: Destinations, as style: ModalStyle = .sheet,
        onDismiss: @escaping @MainActor (DismissalCause) -> Void
    ) { present(destination, as: style, onDismissWithCause: onDismiss) }
}

extension FlowCoordinator {
    /// A dismissal handler that takes the cause is now `onDismissWithCause:`.
    @available(*, unavailable, renamed: "route(to:onDismissWithCause:)")
    public func route(to destination: Destinations, onDismiss: @escaping @MainActor (DismissalCause) -> Void)
    {
        route(to: destination, onDismissWithCause: onDismiss)
    }
}

/// Renamed ``SnapshotPolicy``: it decides what a snapshot holds.
@available(*, unavailable, renamed: "SnapshotPolicy")
public typealias RestorationPolicy = SnapshotPolicy

extension SnapshotPolicy {
    /// Renamed ``include``.
    @available(*, unavailable, renamed: "include")
    public static var restore: SnapshotPolicy { .include }
}

extension Coordinator {
    /// Renamed ``snapshotPolicy(for:)``. A coordinator that still implements
    /// `restorationPolicy(for:)` is not asked any more: rename the method.
    @available(*, unavailable, renamed: "snapshotPolicy(for:)")
    public func restorationPolicy(for destination: Destinations) -> SnapshotPolicy {
        snapshotPolicy(for: destination)
    }
}

/// Renamed ``ResumePolicy``: it decides when saved state is resumed at launch.
@available(*, unavailable, renamed: "ResumePolicy")
public typealias RestoreBehavior = ResumePolicy

extension StateRestorationManager {
    /// `restoreBehavior:` is now `resumePolicy:`.
    @available(
        *, unavailable,
        renamed: "init(storage:resumePolicy:debounceInterval:clock:now:sceneID:schema:appVersion:)"
    )
    public convenience init(
        storage: StateStorageMethod = .file(),
        restoreBehavior: ResumePolicy,
        debounceInterval: Duration = .milliseconds(500),
        clock: some Clock<Duration> = ContinuousClock(),
        now: @escaping () -> Date = Date.init,
        sceneID: String? = nil,
        schema: StateSchema = StateSchema(),
        appVersion: String? = nil
    ) {
        self.init(
            storage: storage, resumePolicy: restoreBehavior, debounceInterval: debounceInterval, clock: clock,
            now: now, sceneID: sceneID, schema: schema, appVersion: appVersion)
    }

    /// Renamed ``saveNow()``, the same verb as ``FormDraftManager/saveNow()``.
    @available(*, unavailable, renamed: "saveNow()")
    public func saveState() { saveNow() }

    /// Renamed ``sensitiveKeys``, the same name as ``FormDraftManager/sensitiveKeys``.
    @available(*, unavailable, renamed: "sensitiveKeys")
    public var sensitiveFormKeys: Set<String> { sensitiveKeys }

    /// Renamed ``isAwaitingRestoreConfirmation``.
    @available(*, unavailable, renamed: "isAwaitingRestoreConfirmation")
    public var showRestorePrompt: Bool { isAwaitingRestoreConfirmation }

    /// Removed: the attached tree's snapshot holds the selected tab.
    @available(
        *, unavailable,
        message: "the attached tree's snapshot holds the selection: select tabs on the tab coordinator"
    )
    public var selectedTab: Int { 0 }
}

extension FormDraftManager {
    /// Renamed ``draftValues``, a property: it computes nothing.
    @available(*, unavailable, renamed: "draftValues")
    public func allDraftValues() -> [String: String] { draftValues }
}

extension SavedAppState {
    /// Removed: the navigation snapshot holds the selected tab.
    @available(*, unavailable, message: "the navigation snapshot holds the selection; the value is ignored")
    public var selectedTab: Int { 0 }

    /// Removed `selectedTab:`: the navigation snapshot holds the selection.
    @available(*, unavailable, renamed: "init(navigationState:scrollPositions:formDrafts:)")
    public init(
        selectedTab: Int, navigationState: Data? = nil, scrollPositions: [String: String] = [:],
        formDrafts: [String: [String: String]] = [:]
    ) {
        self.init(navigationState: navigationState, scrollPositions: scrollPositions, formDrafts: formDrafts)
    }
}

extension NavigationEvent {
    /// The text this property held is now ``destinationDescription``; ``destination(as:)``
    /// returns the destination as the app's own type.
    @available(*, unavailable, renamed: "destinationDescription")
    public var destination: String { destinationDescription }
}

extension NavigationStateError {
    /// Removed: nothing threw it (a route that fails to encode is left out of the snapshot and
    /// reported by the restore).
    @available(*, unavailable, message: "nothing throws it any more: remove it from switch statements")
    public static func captureFailed(coordinatorType: String, reason: String) -> NavigationStateError {
        .unsupported(coordinatorType: coordinatorType)
    }
}

// MARK: - One word for set-up, one for a stored destination, no names one letter apart

extension TabEntry {
    /// Renamed ``isPrepared``: set-up has one word, "prepare".
    @available(*, unavailable, renamed: "isPrepared")
    public var isMaterialized: Bool { isPrepared }
}

extension LayoutItem {
    /// Renamed ``isPrepared``: set-up has one word, "prepare".
    @available(*, unavailable, renamed: "isPrepared")
    public var isMaterialized: Bool { isPrepared }
}

extension TabLayout {
    /// Renamed ``isPrepared``: set-up has one word, "prepare".
    @available(*, unavailable, renamed: "isPrepared")
    public var isMaterialized: Bool { isPrepared }
}

/// Renamed ``StoredDestination``: "route" means a push.
@available(*, unavailable, renamed: "StoredDestination")
public typealias StoredRoute = StoredDestination

/// Renamed ``DestinationMigration``: "route" means a push.
@available(*, unavailable, renamed: "DestinationMigration")
public typealias RouteMigration<Destination> = DestinationMigration<Destination>

/// Renamed: the log hook is ``NavigationDiagnostic/handler``.
@available(*, unavailable, renamed: "NavigationDiagnostic")
public enum NavigationDiagnostics {
    /// Renamed ``NavigationDiagnostic/handler``.
    public static var handler: (@MainActor (NavigationDiagnostic) -> Void)? {
        get { nil }
        set {}
    }
}

// MARK: - One form-draft API

extension StateRestorationManager {
    /// Removed: form drafts are ``FormDraftManager``'s, one document per form.
    @available(
        *, unavailable,
        message: "form drafts are FormDraftManager's: use FormDraftManager(formID:).save(key:value:)"
    )
    public func saveFormDraft(formID: String, key: String, value: String) {}

    /// Removed: form drafts are ``FormDraftManager``'s, one document per form.
    @available(
        *, unavailable,
        message: "form drafts are FormDraftManager's: use FormDraftManager(formID:).value(for:)"
    )
    public func formDraftValue(formID: String, key: String) -> String? { nil }

    /// Removed: form drafts are ``FormDraftManager``'s, one document per form.
    @available(
        *, unavailable,
        message: "form drafts are FormDraftManager's: use FormDraftManager(formID:).clearDraft()"
    )
    public func clearFormDraft(formID: String) {}
}
