import Foundation

/// A coordinator that carries saved destinations across a change of its `Destinations`.
///
/// When an app update renames, reshapes, splits or removes a destination, a snapshot saved by
/// the previous version holds stored destinations that no longer decode. Adopt this protocol to see
/// each stored destination of this coordinator type before it is decoded, and say what to do with
/// it: decode it as stored, replace it, or drop it. Coordinators that do not adopt it pay nothing.
///
/// ```swift
/// extension CatalogFlow: MigratingCoordinator {
///     // Version 2 renamed `.product(Int)` to `.detail(id: Int)`.
///     static func migrate(_ stored: StoredDestination) throws -> DestinationMigration<Destinations> {
///         guard stored.caseName == "product" else { return .keep }
///         return .replace(.detail(id: try stored.decodePayload(Int.self, forKey: "_0")))
///     }
/// }
/// ```
///
/// Restored replacements are listed in ``RestorationReport/migrated``; dropped stored destinations
/// and those whose migration throws are skipped like stored destinations that no longer decode (the
/// report says why).
public protocol MigratingCoordinator: Coordinator {
    /// Tells what a restore does with a stored destination of this coordinator type read from a
    /// snapshot.
    ///
    /// Called during ``Coordinator/restoreNavigationState(from:aboveSkippedEntry:)`` for every
    /// stored destination of this type (root, entries, tabs, modals; not for stored destinations
    /// left out at capture), before it is decoded. Return ``DestinationMigration/keep`` for stored
    /// destinations that still decode.
    ///
    /// Make it a pure function of `stored`: the restore may ask more than once about the same
    /// stored destination (roots and tabs are checked against ``Coordinator/snapshotPolicy(for:)``
    /// first). It runs in the middle of the restore's change: it may read the tree, but a
    /// navigation call made from here is refused and a restore throws (see <doc:Reliability>).
    ///
    /// - Throws: Anything; the stored destination is then skipped, and the report gives
    ///   ``RestorationReport/Reason/migrationFailed(_:)`` with the error.
    static func migrate(_ stored: StoredDestination) throws -> DestinationMigration<Destinations>
}

/// What a restore does with a stored destination, as ``MigratingCoordinator/migrate(_:)`` decides.
public enum DestinationMigration<Destination> {
    /// Decode it as stored; one that no longer decodes is skipped as usual.
    case keep
    /// Restore this destination instead (its captured subtree, if any,
    /// is restored under it when the child coordinator type is the captured one).
    case replace(Destination)
    /// Leave the stored destination out: it is skipped with
    /// ``RestorationReport/Reason/droppedByMigration`` (in a flow, the stored destinations above it
    /// stay unless the restore cuts there, see ``SkippedEntryPolicy``; a dropped root falls back to
    /// the initial root).
    case drop
}

extension DestinationMigration: Sendable where Destination: Sendable {}
extension DestinationMigration: Equatable where Destination: Equatable {}

/// A destination as a snapshot stores it, handed to ``MigratingCoordinator/migrate(_:)`` before it
/// is decoded.
///
/// A snapshot stores each destination as the JSON `JSONEncoder` gives for the destination. For an
/// enum with synthesized `Codable`, that is an object with the case name as its single key and
/// the associated values in an object under it:
///
/// ```
/// .home                 {"home":{}}
/// .detail(id: 7)        {"detail":{"id":7}}
/// .product(7)           {"product":{"_0":7}}
/// ```
///
/// ``caseName`` is that key and ``payload`` the JSON under it; other shapes (a raw-value enum,
/// a struct) have no case name, and their payload is the whole stored destination.
public struct StoredDestination: Sendable, Hashable, CustomStringConvertible {
    /// The stored destination's single key when its JSON is an object with one member holding an
    /// object (an enum case's synthesized encoding), such as `detail`; `nil` otherwise.
    public let caseName: String?
    /// The JSON text under ``caseName`` (such as `{"id":7}`), or the whole stored destination's
    /// JSON text when there is no case name.
    public let payload: String
    /// The whole stored destination's JSON, as stored.
    public let json: Data
    /// The app version given to ``Coordinator/captureNavigationState(appVersion:)`` when the
    /// snapshot was written; `nil` when none was given (and in snapshots written before
    /// app versions were recorded).
    public let appVersion: String?
    /// The type name of the coordinator the stored destination belongs to, as
    /// ``Coordinator/debugHierarchy()`` prints it.
    public let coordinatorType: String

    /// Creates a stored destination from its JSON (useful to test a migration on its own).
    ///
    /// - Parameters:
    ///   - json: The stored destination's JSON, as `JSONEncoder` wrote it.
    ///   - appVersion: The app version that wrote it.
    ///   - coordinatorType: The coordinator type it belongs to.
    public init(json: Data, appVersion: String? = nil, coordinatorType: String) {
        self.json = json
        self.appVersion = appVersion
        self.coordinatorType = coordinatorType
        let bytes = [UInt8](json)
        if let (key, range) = DestinationLocator.singleObjectMember(in: bytes) {
            caseName = key
            payload = String(decoding: bytes[range], as: UTF8.self)
        } else {
            caseName = nil
            payload = String(decoding: json, as: UTF8.self)
        }
    }

    /// Decodes the whole stored destination with `JSONDecoder`, such as into a copy of the previous
    /// version's `Destinations`.
    ///
    /// - Throws: The decoder's error.
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try DestinationCoding.makeDecoder().decode(T.self, from: json)
    }

    /// Decodes ``payload`` with `JSONDecoder`, such as into a struct the case held.
    ///
    /// - Throws: The decoder's error.
    public func decodePayload<T: Decodable>(_ type: T.Type) throws -> T {
        try DestinationCoding.makeDecoder().decode(T.self, from: Data(payload.utf8))
    }

    /// Decodes one associated value of ``payload`` with `JSONDecoder`: `"id"` for a labeled
    /// value, `"_0"`, `"_1"`… for unlabeled ones.
    ///
    /// ```swift
    /// let id = try stored.decodePayload(Int.self, forKey: "_0")   // {"product":{"_0":7}}
    /// ```
    ///
    /// - Throws: The decoder's error, also when the payload has no such key.
    public func decodePayload<T: Decodable>(_ type: T.Type, forKey key: String) throws -> T {
        let decoder = DestinationCoding.makeDecoder()
        decoder.userInfo[PayloadField<T>.keyInfo] = key
        return try decoder.decode(PayloadField<T>.self, from: Data(payload.utf8)).value
    }

    /// The stored destination's JSON text.
    public var description: String {
        String(decoding: json, as: UTF8.self)
    }
}

/// One field of a payload object, the field's name passed in the decoder's `userInfo`.
private struct PayloadField<T: Decodable>: Decodable {
    static var keyInfo: CodingUserInfoKey { CodingUserInfoKey(rawValue: "trellis.payloadKey")! }

    let value: T

    init(from decoder: any Decoder) throws {
        let key = FieldKey(stringValue: decoder.userInfo[Self.keyInfo] as? String ?? "")
        value = try decoder.container(keyedBy: FieldKey.self).decode(T.self, forKey: key)
    }
}

/// Decoding destinations through a coordinator's migration, for the coordinator types that adopt
/// ``MigratingCoordinator``; every other type decodes as ``DestinationCoding`` does, at no extra
/// cost.
@MainActor
enum DestinationMigrating {
    /// Decodes a list of `count` destinations of `Owner`, each through its migration if it has one.
    ///
    /// - Parameter isKept: Whether the record keeps the list once decoded (its tabs or
    ///   selections, read twice).
    static func decodeList<Owner: Coordinator>(
        _ list: DestinationValue?, count: Int?, of owner: Owner.Type, in record: RestoringNode,
        isKept: Bool = false
    ) -> DecodedList<Owner.Destinations> {
        if isKept, let list, let kept = record.decodedList, kept.field == list.field,
            let destinations = DecodedDestinations<DecodedList<Owner.Destinations>>.destinations(
                in: kept.destinations)
        {
            return destinations
        }
        let destinations: DecodedList<Owner.Destinations>
        if let migrating = TypeIdentity.of(owner).migrating, let list, let count {
            destinations = migratedList(list, count: count, through: migrating, of: owner, in: record)
        } else {
            destinations = DestinationCoding.decodeList(
                list.flatMap(record.source(of:)), count: count, as: Owner.Destinations.self)
        }
        if isKept, let list { record.decodedList = (list.field, DecodedDestinations(destinations)) }
        return destinations
    }

    private static func migratedList<Owner: Coordinator>(
        _ list: DestinationValue, count: Int, through migrating: any MigratingCoordinator.Type,
        of owner: Owner.Type,
        in record: RestoringNode
    ) -> DecodedList<Owner.Destinations> {
        // The document has been validated: the list is a JSON array of `count` values. A list
        // whose text cannot be found (nothing `JSONDecoder` accepts should) is not restored: the
        // migration is shown every stored destination, or none is restored.
        guard let json = record.json(of: list), case let bytes = [UInt8](json),
            let ranges = try? DestinationLocator.elementRanges(in: bytes), ranges.count == count
        else {
            return DestinationCoding.decodeList(nil, count: count, as: Owner.Destinations.self)
        }
        let coordinatorType = TypeIdentity.of(owner).short
        return .outcomes(
            ranges.map {
                migratedDestination(
                    Data(bytes[$0]), through: migrating, in: record, coordinatorType: coordinatorType,
                    as: Owner.Destinations.self)
            }
        )
    }

    /// Decodes the root of `Owner` (through its migration, if it has one) once per record;
    /// `nil` when there is none.
    ///
    /// Inlined: its callers use the same generic types, which the runtime then looks up once.
    @inline(__always)
    static func decodeDestination<Owner: Coordinator>(
        _ destination: DestinationValue?, of owner: Owner.Type, in record: RestoringNode
    )
        -> DecodedDestination<Owner.Destinations>?
    {
        guard let destination else { return nil }
        if let kept = record.decodedRoot,
            let root = DecodedDestinations<DecodedDestination<Owner.Destinations>?>.destinations(in: kept)
        {
            return root
        }
        let identity = TypeIdentity.of(owner)
        // A root whose text cannot be found (nothing `JSONDecoder` accepts should) is not shown
        // to the migration, and not restored.
        let root: DecodedDestination<Owner.Destinations>? =
            if let migrating = identity.migrating {
                record.json(of: destination).map {
                    Self.migratedDestination(
                        $0, through: migrating, in: record, coordinatorType: identity.short,
                        as: Owner.Destinations.self)
                } ?? .undecodable(DestinationCoding.unreadableDestinations)
            } else {
                DestinationCoding.decodeDestination(
                    record.source(of: destination), as: Owner.Destinations.self)
                    ?? .undecodable(DestinationCoding.unreadableDestinations)
            }
        record.decodedRoot = DecodedDestinations(root)
        return root
    }

    /// - Parameter coordinatorType: The owner's type name now, for
    /// ``StoredDestination/coordinatorType`` (the record may name the type by a former name).
    private static func migratedDestination<D>(
        _ json: Data, through migrating: any MigratingCoordinator.Type, in record: RestoringNode,
        coordinatorType: String, as type: D.Type
    ) -> DecodedDestination<D> {
        // A destination left out at capture is `null`: there is nothing to migrate.
        if json.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) == UInt8(ascii: "n") {
            return .omitted
        }
        let stored = StoredDestination(
            json: json, appVersion: record.appVersion, coordinatorType: coordinatorType)
        let migration: DestinationMigration<D>
        do {
            migration = try ask(migrating, about: stored, as: D.self)
        } catch {
            return .migrationFailed(DestinationCoding.message(for: error))
        }
        switch migration {
        case .keep: return DestinationCoding.decodeDestination(json: json, as: D.self)
        case .replace(let destination): return .migrated(destination, stored: stored)
        case .drop: return .dropped
        }
    }

    /// `M.migrate(destination)`, with `M.Destinations` (which is `D`) seen as `D`.
    private static func ask<M: MigratingCoordinator, D>(
        _ type: M.Type, about destination: StoredDestination, as _: D.Type
    )
        throws -> DestinationMigration<D>
    {
        switch try M.migrate(destination) {
        case .keep: return .keep
        case .drop: return .drop
        case .replace(let destination):
            guard let destination = destination as? D else { return .keep }
            return .replace(destination)
        }
    }
}
