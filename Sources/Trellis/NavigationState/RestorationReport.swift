/// What a restore skipped, and why, and which routes it migrated.
///
/// Returned by ``Coordinator/restoreNavigationState(from:aboveSkippedEntry:)``. Skipping is how a restore
/// stays graceful when the app changed between the capture and the restore; migrating
/// (``MigratingCoordinator``) is how an app carries routes across such a change.
///
/// ```swift
/// let report = try app.restoreNavigationState(from: data)
/// for item in report.skipped { logger.notice("\(item)") }
/// ```
public struct RestorationReport: Sendable, Hashable, CustomStringConvertible {
    /// Why a route or subtree was skipped.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// The route no longer decodes into the coordinator's `Destinations` (the message
        /// comes from the decoder). Its subtree is skipped with it.
        case undecodable(String)
        /// The route could not be encoded when the snapshot was captured.
        case unencodable(String)
        /// The destination now hosts another coordinator type than the one captured; the
        /// route is restored and its child starts at its initial position.
        case childTypeChanged(captured: String, current: String)
        /// `snapshotPolicy(for:)` excluded the route; in a flow the routes above it go too.
        case excluded
        /// The coordinator's `Destinations` is not `Codable`; it starts at its initial position.
        case notCodable
        /// A snapshot limit left the subtree out.
        case limit(String)
        /// The coordinator's ``MigratingCoordinator/migrate(_:)`` returned
        /// ``RouteMigration/drop`` for the route.
        case droppedByMigration
        /// The coordinator's ``MigratingCoordinator/migrate(_:)`` threw for the route (the
        /// message describes the error).
        case migrationFailed(String)
        /// The entry sits above a skipped entry or root at `path`, in the same stack, and the
        /// restore was asked to cut there (``SkippedEntryPolicy/cut``). Its subtree is skipped
        /// with it.
        case aboveSkippedEntry(path: String)

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
            }
        }
    }

    /// One skipped route or subtree.
    public struct Item: Sendable, Hashable, CustomStringConvertible {
        /// Where it was, from the restoring coordinator: the slots down the tree joined by
        /// `/`, such as `root/tab[0]/push[2]`. Empty for the restoring coordinator itself.
        ///
        /// Every path in a report (skipped and migrated items alike) uses this one notation.
        /// A slot is `root`, `tab[i]` (the `i`-th tab), or an entry: `push[i]`, `sheet[i]` or
        /// `fullScreenCover[i]`, where `i` counts the container's entries from the bottom (a
        /// flow's pushes and modals together, a tab or root coordinator's modals) and the word
        /// is the entry's presentation, or `entry[i]` when the snapshot does not record it (an
        /// entry ``Reason/excluded`` at capture).
        public let path: String
        /// The type name of the coordinator the route belongs to.
        public let coordinatorType: String
        /// Why it was skipped.
        public let reason: Reason
        /// The stored route's case name (``StoredRoute/caseName``), such as `review`; `nil` when
        /// the route has none (not an enum case), when no route was stored (left out at
        /// capture), or for a whole subtree skipped under a restored route
        /// (``Reason/childTypeChanged(captured:current:)``, ``Reason/notCodable``).
        public let storedCase: String?
        /// The stored route's payload as JSON text (``StoredRoute/payload``), such as
        /// `{"id":7}`, or the whole route's JSON when it has no case name; `nil` when
        /// ``storedCase`` is `nil` for lack of a stored route.
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

        /// Creates an item for `stored`, the route as the snapshot held it.
        init(path: String, coordinatorType: String, reason: Reason, stored: StoredRoute?) {
            self.init(
                path: path, coordinatorType: coordinatorType, reason: reason, storedCase: stored?.caseName,
                storedPayload: stored?.payload)
        }

        /// `"<path> in <type>: <reason>"`, then ` (stored .<case>)`, or ` (stored <payload>)`
        /// for a route with no case name, when a route was stored.
        public var description: String {
            let text = "\(path.isEmpty ? "(top)" : path) in \(coordinatorType): \(reason)"
            if let storedCase { return text + " (stored .\(RouteText.name(storedCase)))" }
            if let storedPayload { return text + " (stored \(InspectionText.printable(storedPayload)))" }
            return text
        }
    }

    /// One route a coordinator's ``MigratingCoordinator/migrate(_:)`` replaced.
    public struct Migration: Sendable, Hashable, CustomStringConvertible {
        /// Where the route was, as in ``Item/path``.
        public let path: String
        /// The type name of the coordinator the route belongs to.
        public let coordinatorType: String
        /// The stored route's case name (``StoredRoute/caseName``), such as `product`.
        public let storedCase: String?
        /// The stored route's payload as JSON text (``StoredRoute/payload``), such as `{"_0":7}`.
        public let storedPayload: String?
        /// The replacement destination, as `String(describing:)` prints it.
        public let replacement: String

        /// Creates a migration item (useful to compare reports in tests).
        public init(
            path: String, coordinatorType: String, storedCase: String?, replacement: String,
            storedPayload: String? = nil
        ) {
            self.path = path
            self.coordinatorType = coordinatorType
            self.storedCase = storedCase
            self.storedPayload = storedPayload
            self.replacement = replacement
        }

        /// `"<path> in <type>: migrated .<stored case> to <replacement>"`.
        public var description: String {
            let stored = storedCase.map { "." + RouteText.name($0) } ?? "a route"
            return
                "\(path.isEmpty ? "(top)" : path) in \(coordinatorType): migrated \(stored) to \(replacement)"
        }
    }

    /// Every skipped route or subtree, coordinator by coordinator from the top.
    public internal(set) var skipped: [Item] = []

    /// Every route replaced by a migration and restored, coordinator by coordinator from the
    /// top. Dropped routes are in ``skipped``.
    public internal(set) var migrated: [Migration] = []

    /// Creates a report listing `skipped` and `migrated` (useful to compare reports in tests).
    public init(skipped: [Item] = [], migrated: [Migration] = []) {
        self.skipped = skipped
        self.migrated = migrated
    }

    /// Whether the restore replayed everything the snapshot holds (migrated routes count as
    /// replayed).
    public var isComplete: Bool { skipped.isEmpty }

    /// One line per skipped item, then one per migrated route; `complete` when there are none.
    public var description: String {
        let lines = skipped.map(\.description) + migrated.map(\.description)
        return lines.isEmpty ? "complete" : lines.joined(separator: "\n")
    }
}
