/// What a restore skipped, and why, and which destinations it migrated.
///
/// Returned by ``Coordinator/restoreNavigationState(from:aboveSkippedEntry:)``. Skipping is how a restore
/// stays graceful when the app changed between the capture and the restore; migrating
/// (``MigratingCoordinator``) is how an app carries destinations across such a change.
///
/// ```swift
/// let report = try app.restoreNavigationState(from: data)
/// for item in report.skipped { logger.notice("\(item)") }
/// ```
public struct RestorationReport: Sendable, Hashable, CustomStringConvertible {
    /// Why a destination or subtree was skipped.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// The destination no longer decodes into the coordinator's `Destinations` (the message
        /// comes from the decoder). Its subtree is skipped with it.
        case undecodable(String)
        /// The destination could not be encoded when the snapshot was captured.
        case unencodable(String)
        /// The destination now hosts another coordinator type than the one captured; the
        /// destination is restored and its child starts at its initial position.
        case childTypeChanged(captured: String, current: String)
        /// `snapshotPolicy(for:)` excluded the destination; in a flow the destinations above it go too.
        case excluded
        /// The coordinator's `Destinations` is not `Codable`; it starts at its initial position.
        case notCodable
        /// A snapshot limit left the subtree out.
        case limit(String)
        /// The coordinator's ``MigratingCoordinator/migrate(_:)`` returned
        /// ``DestinationMigration/drop`` for the destination.
        case droppedByMigration
        /// The coordinator's ``MigratingCoordinator/migrate(_:)`` threw for the destination (the
        /// message describes the error).
        case migrationFailed(String)
        /// The entry sits above a skipped entry or root at `path`, in the same stack, and the
        /// restore was asked to cut there (``SkippedEntryPolicy/cut``). Its subtree is skipped
        /// with it.
        case aboveSkippedEntry(path: String)
        /// A split view's selection made in a column that shows nothing after the restore,
        /// because the selection at `path` that it showed was skipped. Its subtree is skipped
        /// with it.
        case afterSkippedSelection(path: String)
        /// A split view's selection for a column the split view no longer has (it was captured
        /// with a content column and has none now). Its subtree is skipped with it.
        case columnMissing
        /// One of Trellis's own fields of the snapshot holds a value this release cannot read —
        /// one a newer release writes, such as a presentation or a column visibility it added, a
        /// value of the wrong type, or nothing (`value` is `missing`). It costs only what holds
        /// it: at an entry's path, that entry (and its subtree) is skipped; at a coordinator's
        /// path, the option takes its default and the rest of the coordinator restores, or, for
        /// its kind, type or list of tabs, the coordinator starts at its initial position.
        /// `field` is the field's name in the document (`columnVisibility`), `value` its JSON
        /// text (`"inspector"`) or a short description of it.
        case unreadable(field: String, value: String)

        /// A short explanation.
        public var description: String {
            switch self {
            case .undecodable(let message): "no longer decodes (\(message))"
            case .unencodable(let message): "could not be encoded when captured (\(message))"
            case .childTypeChanged(let captured, let current):
                "hosts \(current) now, \(captured) when captured"
            case .excluded: "excluded by snapshotPolicy(for:)"
            case .notCodable: "Destinations is not Codable; restored at its initial position"
            case .limit(let message): "left out by a snapshot limit (\(message))"
            case .droppedByMigration: "dropped by migration"
            case .migrationFailed(let message): "migration failed (\(message))"
            case .aboveSkippedEntry(let path): "above the skipped \(path), cut"
            case .afterSkippedSelection(let path): "selected in the column the skipped \(path) showed"
            case .columnMissing: "the split view has no column to show it now"
            case .unreadable(let field, let value):
                value == "missing"
                    ? "\(field) is missing" : "\(field) holds \(value), which this release cannot read"
            }
        }
    }

    /// One skipped destination or subtree.
    public struct Item: Sendable, Hashable, CustomStringConvertible {
        /// Where it was, from the restoring coordinator: the slots down the tree joined by
        /// `/`, such as `root/tab[0]/push[2]`. Empty for the restoring coordinator itself.
        ///
        /// Every path in a report (skipped and migrated items alike) uses this one notation.
        /// A slot is `root`, `tab[i]` (the `i`-th tab), a split view's column (`sidebar`, or
        /// `content` or `detail` for the selection that column shows), or an entry: `push[i]`, `sheet[i]` or
        /// `fullScreenCover[i]`, where `i` counts the container's entries from the bottom (a
        /// flow's pushes and modals together, a tab or root coordinator's modals) and the word
        /// is the entry's presentation, or `entry[i]` when the snapshot does not record it (an
        /// entry ``Reason/excluded`` at capture).
        public let path: String
        /// The type name of the coordinator the destination belongs to.
        public let coordinatorType: String
        /// Why it was skipped.
        public let reason: Reason
        /// The stored destination's case name (``StoredDestination/caseName``), such as `review`; `nil` when
        /// the destination has none (not an enum case), when no destination was stored (left out at
        /// capture), or for a whole subtree skipped under a restored destination
        /// (``Reason/childTypeChanged(captured:current:)``, ``Reason/notCodable``).
        public let storedCase: String?
        /// The stored destination's payload as JSON text (``StoredDestination/payload``), such as
        /// `{"id":7}`, or the whole destination's JSON when it has no case name; `nil` when
        /// ``storedCase`` is `nil` for lack of a stored destination.
        public let storedPayload: String?

        /// Creates an item (useful to compare reports in tests).
        public init(
            path: String, coordinatorType: String, reason: Reason, storedCase: String? = nil,
            storedPayload: String? = nil
        ) {
            self.path = path
            self.coordinatorType = coordinatorType
            self.reason = reason
            self.storedCase = storedCase
            self.storedPayload = storedPayload
        }

        /// Creates an item for `stored`, the destination as the snapshot held it.
        init(path: String, coordinatorType: String, reason: Reason, stored: StoredDestination?) {
            self.init(
                path: path, coordinatorType: coordinatorType, reason: reason, storedCase: stored?.caseName,
                storedPayload: stored?.payload)
        }

        /// `"<path> in <type>: <reason>"`, then ` (stored .<case>)`, or ` (stored <payload>)`
        /// for a destination with no case name, when a destination was stored.
        public var description: String {
            let text = "\(path.isEmpty ? "(top)" : path) in \(coordinatorType): \(reason)"
            if let storedCase { return text + " (stored .\(StoredDestinationText.name(storedCase)))" }
            if let storedPayload { return text + " (stored \(InspectionText.printable(storedPayload)))" }
            return text
        }
    }

    /// One destination a coordinator's ``MigratingCoordinator/migrate(_:)`` replaced, or one
    /// coordinator restored from a snapshot that recorded it under a former type name.
    public struct Migration: Sendable, Hashable, CustomStringConvertible {
        /// What was migrated: a destination or a coordinator type.
        public enum Kind: Sendable, Hashable {
            /// A stored destination, replaced by ``MigratingCoordinator/migrate(_:)``:
            /// ``Migration/storedCase`` and ``Migration/storedPayload`` say what was stored, and
            /// ``Migration/replacement`` is the destination restored instead.
            case destination
            /// The coordinator at ``Migration/path``, which the snapshot recorded under
            /// `formerTypeName`, one of its ``Coordinator/formerTypeNames``: its saved subtree
            /// was restored into it. ``Migration/replacement`` is the type's module-qualified
            /// name now; ``Migration/storedCase`` and ``Migration/storedPayload`` are `nil`.
            case coordinatorType(formerTypeName: String)
        }

        /// Whether a destination or a coordinator type was migrated.
        public let kind: Kind
        /// Where the destination was, as in ``Item/path``; for a coordinator type, where the
        /// coordinator is (the path of the destination hosting it, empty for the restoring
        /// coordinator).
        public let path: String
        /// The type name of the coordinator the destination belongs to, or of the coordinator whose
        /// type was migrated, as it is called now.
        public let coordinatorType: String
        /// The stored destination's case name (``StoredDestination/caseName``), such as `product`.
        public let storedCase: String?
        /// The stored destination's payload as JSON text (``StoredDestination/payload``), such as `{"_0":7}`.
        public let storedPayload: String?
        /// The replacement destination, as `String(describing:)` prints it; for a coordinator
        /// type, its module-qualified name now.
        public let replacement: String

        /// Creates a migration item for a destination (useful to compare reports in tests).
        public init(
            path: String, coordinatorType: String, storedCase: String?, replacement: String,
            storedPayload: String? = nil
        ) {
            self.kind = .destination
            self.path = path
            self.coordinatorType = coordinatorType
            self.storedCase = storedCase
            self.storedPayload = storedPayload
            self.replacement = replacement
        }

        /// Creates a migration item for a coordinator restored from a snapshot that recorded it
        /// under a former type name (useful to compare reports in tests).
        ///
        /// - Parameters:
        ///   - path: Where the coordinator is, as in ``Item/path``.
        ///   - coordinatorType: Its type name now, as ``Coordinator/debugHierarchy()`` prints it.
        ///   - formerTypeName: The module-qualified name the snapshot recorded.
        ///   - currentTypeName: Its module-qualified name now.
        public init(path: String, coordinatorType: String, formerTypeName: String, currentTypeName: String) {
            self.kind = .coordinatorType(formerTypeName: formerTypeName)
            self.path = path
            self.coordinatorType = coordinatorType
            self.storedCase = nil
            self.storedPayload = nil
            self.replacement = currentTypeName
        }

        /// `"<path> in <type>: migrated .<stored case> to <replacement>"` for a destination,
        /// `"<path> in <type>: migrated type <former name> to <current name>"` for a coordinator
        /// type.
        public var description: String {
            let place = "\(path.isEmpty ? "(top)" : path) in \(coordinatorType)"
            switch kind {
            case .destination:
                let stored = storedCase.map { "." + StoredDestinationText.name($0) } ?? "a destination"
                return "\(place): migrated \(stored) to \(replacement)"
            case .coordinatorType(let formerTypeName):
                return "\(place): migrated type \(formerTypeName) to \(replacement)"
            }
        }
    }

    /// Every skipped destination or subtree, in path order: the tree from the top, a
    /// coordinator's slots in order (its root or tabs, then its entries from the bottom), and what
    /// a slot's child reports right after that slot (`tab[0]/push[1]`, `tab[0]/sheet[3]/push[0]`,
    /// `tab[0]/entry[4]`, `tab[1]`).
    public internal(set) var skipped: [Item] = []

    /// Every destination replaced by a migration and restored, and every coordinator restored under
    /// a former type name, in path order as ``skipped`` (a coordinator's type before its
    /// destinations). Dropped destinations are in ``skipped``.
    public internal(set) var migrated: [Migration] = []

    /// Creates a report listing `skipped` and `migrated` (useful to compare reports in tests).
    public init(skipped: [Item] = [], migrated: [Migration] = []) {
        self.skipped = skipped
        self.migrated = migrated
    }

    /// Whether the restore replayed everything the snapshot holds (migrated destinations count as
    /// replayed).
    public var isComplete: Bool { skipped.isEmpty }

    /// One line per skipped item, then one per migrated destination; `complete` when there are none.
    public var description: String {
        let lines = skipped.map(\.description) + migrated.map(\.description)
        return lines.isEmpty ? "complete" : lines.joined(separator: "\n")
    }
}
