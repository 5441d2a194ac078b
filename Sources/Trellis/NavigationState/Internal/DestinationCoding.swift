import Foundation

// How one destination is encoded in a navigation snapshot, and decoded back: everything about
// it is in this file, and the document that holds it is described in SnapshotFormat.swift.
//
// - Bytes: a destination is its own `Codable` encoding, through Foundation's `JSONEncoder` and
//   `JSONDecoder` in one configuration (`DestinationCoding`), inline in its node's `root`,
//   `entries`, `tabs` or `modals` (`StoredDestinationBox`).
// - An entry's presentation is one character beside it (`p`, `s`, `f`, `o` for a popover:
//   `Presentation/snapshotCode`), in the node's `presentations` or `modalPresentations`.
// - The detent the user dragged a presented entry to is its `description` (`medium`,
//   `fraction(0.25)`) in the node's optional `detents`, by slot (`SnapshotDetent`): written only
//   for an entry the user moved, so a document without one reads as before, and one a later
//   app no longer lists is ignored (the layer opens at its first detent).
// - What is left out: an excluded destination and everything above it
//   (`EntryList/captureDestinations(firstSlot:policy:)`); one whose encoding throws or nests too
//   deeply is written as `null` with the reason
//   (`SnapshotNode/leaveOutUnencodableDestinations(encoder:)`); both are listed in the node's
//   `omitted`.
// - Reading back: the node table's one `JSONDecoder` call keeps a decoder for each root and
//   list (`UnreadDestination`), from which the destinations are decoded when their coordinator's type
//   is known; a destination that no longer decodes is kept as its reason (`DecodedDestination`,
//   `DecodedList`).

// MARK: - Writing

/// A destination on its way into a snapshot: the destination itself, or a `null` placeholder for a
/// destination that could not be encoded.
enum StoredDestinationBox: Encodable {
    case value(any Encodable)
    case placeholder

    /// Encodes the destination through a single-value container, so that `JSONEncoder` applies
    /// its own rules to it exactly as it does to a value it is handed directly (a `URL`, `Data`,
    /// `Decimal` or `Date` destination included).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .value(let value): try container.encode(value)
        case .placeholder: try container.encodeNil()
        }
    }
}

extension EntryList {
    /// The entries' destinations and presentation codes for a snapshot, stopping at the first
    /// excluded destination (which, with everything above it, is recorded as omitted), and the
    /// detents the user dragged the written entries to.
    ///
    /// - Parameter firstSlot: The node slot of the first entry.
    func captureDestinations(firstSlot: Int, policy: (Destination) -> SnapshotPolicy)
        -> (
            destinations: [StoredDestinationBox], codes: String, omission: SnapshotOmission?,
            detents: [SnapshotDetent]?
        )
    {
        var destinations: [StoredDestinationBox] = []
        var codes: [UInt8] = []
        var detents: [SnapshotDetent] = []
        destinations.reserveCapacity(entries.count)
        codes.reserveCapacity(entries.count)
        var omission: SnapshotOmission?
        let boxer = DestinationCoding.Boxer<Destination>()
        // By index, each entry read once: in code generic over the destination type, every
        // read of an entry's field copies the whole entry.
        for index in 0..<entries.count {
            let entry = entries[index]
            let destination = entry.destination
            if policy(destination) == .exclude {
                omission = SnapshotOmission(
                    slot: firstSlot + index, reason: .excluded, count: entries.count - index)
                break
            }
            destinations.append(boxer.box(destination))
            codes.append(entry.presentation.snapshotCode)
            if let detent = entry.selectedDetent {
                detents.append(SnapshotDetent(slot: firstSlot + index, detent: detent.description))
            }
        }
        return (
            destinations, String(decoding: codes, as: UTF8.self), omission, detents.isEmpty ? nil : detents
        )
    }
}

extension SnapshotNode<StoredDestinationBox> {
    /// Replaces each destination that cannot be encoded by a placeholder, records why in `omitted`,
    /// and sorts `omitted` by slot.
    mutating func leaveOutUnencodableDestinations(encoder: JSONEncoder) {
        var failures: [SnapshotOmission] = []
        func check(_ destination: inout StoredDestinationBox, slot: Int) {
            guard let reason = DestinationCoding.encodingFailure(of: destination, with: encoder) else {
                return
            }
            destination = .placeholder
            failures.append(SnapshotOmission(slot: slot, reason: .unencodable, detail: reason))
        }
        func check(_ destinations: inout [StoredDestinationBox]?, firstSlot: Int) {
            guard var list = destinations else { return }
            for index in list.indices { check(&list[index], slot: firstSlot + index) }
            destinations = list
        }
        if var destination = root {
            check(&destination, slot: 0)
            root = destination
        }
        check(&entries, firstSlot: 1)
        check(&tabs, firstSlot: 0)
        check(&selections, firstSlot: 1)
        check(&modals, firstSlot: kind == .tab ? (tabs?.count ?? 0) : 1 + (selections?.count ?? 0))
        let omissions = (omitted ?? []) + failures
        omitted = omissions.isEmpty ? nil : omissions.sorted { $0.slot < $1.slot }
    }
}

extension Presentation {
    /// The presentation's one-character code in a snapshot's `presentations` and
    /// `modalPresentations` (`p`, `s`, `f`, as in formats 1 and 2; `o`, a popover, since
    /// Trellis added popovers: a document without one reads as before).
    var snapshotCode: UInt8 {
        switch self {
        case .push: UInt8(ascii: "p")
        case .sheet: UInt8(ascii: "s")
        case .fullScreenCover: UInt8(ascii: "f")
        case .popover: UInt8(ascii: "o")
        }
    }

    /// The presentation a snapshot code stands for; `nil` for any other byte.
    init?(snapshotCode: UInt8) {
        guard let presentation = Self.bySnapshotCode[Int(snapshotCode)] else { return nil }
        self = presentation
    }

    /// The presentation a snapshot code stands for; `nil` for any other character.
    init?(snapshotCode character: Character) {
        guard let byte = character.asciiValue else { return nil }
        self.init(snapshotCode: byte)
    }

    /// Every byte's presentation, worked out once from ``snapshotCode``.
    private static let bySnapshotCode: [Presentation?] = (0...UInt8.max).map { byte in
        allCases.first { $0.snapshotCode == byte }
    }
}

// MARK: - Reading

/// What the replay finds at a destination's place: the decoded destination, nothing (the destination was
/// left out at capture and is `null`), or why it no longer decodes; for a coordinator that
/// migrates its destinations (``MigratingCoordinator``), also the replacement its migration gave, a
/// destination it dropped, or why it failed.
enum DecodedDestination<D> {
    case decoded(D)
    case omitted
    case undecodable(String)
    // Boxed: a stored destination is five fields, and a list holds one outcome per destination, most of
    // them plain decoded destinations.
    indirect case migrated(D, stored: StoredDestination)
    case dropped
    case migrationFailed(String)

    /// The destination to restore, decoded or migrated.
    var destination: D? {
        switch self {
        case .decoded(let destination), .migrated(let destination, _): destination
        case .omitted, .undecodable, .dropped, .migrationFailed: nil
        }
    }
}

/// What the replay finds in a list of destinations: usually every destination decoded, kept as the
/// destinations themselves (an outcome per destination, made and read in code generic over the
/// destination type, costs about a tenth of decoding the destination), or one outcome per destination.
enum DecodedList<D> {
    case destinations([D])
    case outcomes([DecodedDestination<D>])

    static var empty: Self { .destinations([]) }

    var count: Int {
        switch self {
        case .destinations(let destinations): destinations.count
        case .outcomes(let outcomes): outcomes.count
        }
    }

    subscript(index: Int) -> DecodedDestination<D> {
        switch self {
        case .destinations(let destinations): .decoded(destinations[index])
        case .outcomes(let outcomes): outcomes[index]
        }
    }
}

// MARK: - The coders

/// The destination encoder and decoder: the one place destinations become JSON and back, always
/// through Foundation's `JSONEncoder` and `JSONDecoder` in one configuration, so that every
/// `Codable` destination round-trips exactly as it does through those coders alone.
enum DestinationCoding {
    /// The encoder of every snapshot: keys sorted (identical state gives identical bytes),
    /// slashes unescaped (URLs stay readable); every other strategy is `JSONEncoder`'s default,
    /// matching ``makeDecoder()``.
    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The decoder of every snapshot: `JSONDecoder` with its default strategies.
    static func makeDecoder() -> JSONDecoder {
        JSONDecoder()
    }

    /// One ``makeDecoder()`` for every restore: its options never change, and `JSONDecoder`
    /// is safe to share; setting one up costs about a tenth of decoding a short destination, and it
    /// reads every restore's node table and each destination a migration keeps.
    static let decoder = makeDecoder()

    /// The most container levels a destination may nest. A destination sits at most five levels down the
    /// document (document, node table, node, list, destination) and `JSONDecoder` reads documents
    /// nesting up to 512 levels: a deeper destination would make its document unreadable, so
    /// capture leaves it out.
    static let maximumNesting = 507

    /// Whether `type` opts in to capture and restore.
    static func isCodable(_ type: Any.Type) -> Bool {
        type is any Decodable.Type && type is any Encodable.Type
    }

    static func box<D>(_ destination: D) -> StoredDestinationBox {
        guard let value = destination as? any Encodable else { return .placeholder }
        return .value(value)
    }

    /// Boxes destinations of one type `D` as ``box(_:)`` does, with `D`'s conformance to
    /// `Encodable` looked up once, where a cast of each destination to `any Encodable` looks it up
    /// for each (about a tenth of encoding a short destination).
    struct Boxer<D> {
        private let boxing: (D) -> StoredDestinationBox

        init() {
            if let encodable = D.self as? any Encodable.Type {
                boxing = Self.boxing(as: encodable)
            } else {
                boxing = DestinationCoding.box
            }
        }

        /// Boxes `D` seen as `E`, which it is (`D` opened as `Encodable`): a cast of a value to its
        /// own type is checked at once.
        private static func boxing<E: Encodable>(as _: E.Type) -> (D) -> StoredDestinationBox {
            // `if let`, not `Optional.map`: `map` over an optional of a generic type is not
            // specialised and costs several times the cast.
            { destination in
                guard let value = destination as? E else { return DestinationCoding.box(destination) }
                return .value(value)
            }
        }

        func box(_ destination: D) -> StoredDestinationBox {
            boxing(destination)
        }
    }

    /// Why `destination` cannot go into a snapshot, or `nil`: its encoding throws, or it nests more
    /// than ``maximumNesting`` levels deep.
    static func encodingFailure(of destination: StoredDestinationBox, with encoder: JSONEncoder) -> String? {
        do {
            let json = try encoder.encode(destination)
            return nesting(of: json) <= maximumNesting
                ? nil : "The destination is nested more than \(maximumNesting) levels deep."
        } catch {
            return message(for: error)
        }
    }

    /// The deepest container nesting of a JSON text `JSONEncoder` wrote. `JSONEncoder` does not
    /// report it, and the limit is the document's, not the destination's.
    private static func nesting(of json: Data) -> Int {
        // Each level takes at least two bytes.
        guard json.count > 2 * maximumNesting else { return 0 }
        var depth = 0
        var deepest = 0
        var isInString = false
        var isEscaped = false
        for byte in json {
            if isInString {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): isInString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
        }
        return deepest
    }

    /// Decodes a list of `count` destinations into `D` from the decoder `JSONDecoder` made for it
    /// (``UnreadDestination``), through an unkeyed container as `JSONDecoder` decodes an array;
    /// a destination that does not decode does not affect the others. `nil` decodes to no destinations.
    ///
    /// A list whose decoder is missing (its bytes could not be read on their own, which nothing
    /// `JSONDecoder` accepts should cause) fails destination by destination.
    static func decodeList<D>(_ source: (any Decoder)?, count: Int?, as type: D.Type) -> DecodedList<D> {
        guard let count, count > 0 else { return .empty }
        guard let source else { return failedList(count: count, as: type) }
        guard let decodable = type as? any Decodable.Type else {
            return failedList(count: count, because: "\(type) is not Decodable", as: type)
        }
        let destinations = decodeList(source, count: count, opening: decodable, as: type)
        // Validation has matched the list's length to the node table; a list that fails as a
        // whole fails destination by destination.
        guard destinations.count == count else { return failedList(count: count, as: destinations) }
        return destinations
    }

    // The failures are apart from the decoding, which then does not pay for the runtime's
    // lookup of the outcomes' generic type.

    /// `count` destinations that failed for `reason`.
    @inline(never)
    private static func failedList<D>(
        count: Int, because reason: String = unreadableDestinations, as _: D.Type
    )
        -> DecodedList<D>
    {
        .outcomes(Array(repeating: .undecodable(reason), count: count))
    }

    /// `count` destinations that failed as `partial`, a list that failed as a whole, did: as its
    /// first outcome, or as unreadable.
    @inline(never)
    private static func failedList<D>(count: Int, as partial: DecodedList<D>) -> DecodedList<D> {
        .outcomes(
            Array(
                repeating: partial.count > 0 ? partial[0] : .undecodable(unreadableDestinations), count: count
            ))
    }

    /// Why the destinations of a list, or a root, whose text cannot be read are not restored.
    static let unreadableDestinations = "The destinations could not be read from the document."

    /// Decodes one destination (a root) into `D` from the decoder `JSONDecoder` made for it; `nil`
    /// when there is none.
    ///
    /// Inlined: its callers use the same generic types, which the runtime then looks up once.
    @inline(__always)
    static func decodeDestination<D>(_ source: (any Decoder)?, as type: D.Type) -> DecodedDestination<D>? {
        guard let source else { return nil }
        guard let decodable = type as? any Decodable.Type else {
            return .undecodable("\(type) is not Decodable")
        }
        return decodeDestination(source, opening: decodable, as: type)
    }

    /// Decodes one destination's JSON text into `D` (a destination a migration kept); `null` is a destination
    /// left out at capture.
    static func decodeDestination<D>(json: Data, as type: D.Type) -> DecodedDestination<D> {
        guard let decodable = type as? any Decodable.Type else {
            return .undecodable("\(type) is not Decodable")
        }
        return decodeDestination(json: json, opening: decodable, as: type)
    }

    private static func decodeList<T: Decodable, D>(
        _ source: any Decoder, count: Int, opening: T.Type, as type: D.Type
    ) -> DecodedList<D> {
        // Usually every destination decodes: one pass as `T`, each destination kept as `D`. Otherwise
        // destination by destination, keeping each destination's outcome (a failed `decode` does not
        // move an unkeyed container on, so each destination is read through `Lenient`, which always
        // succeeds).
        if let destinations = try? decodeElements(of: source, count: count, as: T.self, keptAs: type) {
            return .destinations(destinations)
        }
        return decodeDestinationByDestination(source, count: count, opening: T.self, as: type)
    }

    /// The outcome of each destination of a list that did not decode as a whole.
    @inline(never)
    private static func decodeDestinationByDestination<T: Decodable, D>(
        _ source: any Decoder, count: Int, opening: T.Type, as type: D.Type
    ) -> DecodedList<D> {
        do {
            return .outcomes(
                try decodeElements(of: source, count: count, as: Lenient<T>.self).map {
                    $0.destination.cast(to: type)
                })
        } catch {
            return .outcomes([.undecodable(message(for: error))])
        }
    }

    /// The elements of the list `source` decodes as `T`, each kept as `D`; `nil` when one is not a
    /// `D`. `T` is `D` opened as `Decodable`, and a cast of one value to its own type is checked at
    /// once, where a cast of the whole array to `[D]` checks every element again and copies them.
    private static func decodeElements<T: Decodable, D>(
        of source: any Decoder, count: Int, as _: T.Type, keptAs _: D.Type
    ) throws -> [D]? {
        var list = try source.unkeyedContainer()
        var elements: [D] = []
        elements.reserveCapacity(count)
        while !list.isAtEnd {
            guard let element = try list.decode(T.self) as? D else { return nil }
            elements.append(element)
        }
        return elements
    }

    /// The elements of the list `source` decodes, each as `JSONDecoder` decodes an array's
    /// elements (`Array`'s own decoding, with room made for `count`).
    private static func decodeElements<T: Decodable>(of source: any Decoder, count: Int, as _: T.Type) throws
        -> [T]
    {
        var list = try source.unkeyedContainer()
        var elements: [T] = []
        elements.reserveCapacity(count)
        while !list.isAtEnd { elements.append(try list.decode(T.self)) }
        return elements
    }

    private static func decodeDestination<T: Decodable, D>(
        _ source: any Decoder, opening: T.Type, as type: D.Type
    ) -> DecodedDestination<D> {
        // Through a single-value container, which `JSONDecoder` treats exactly as a value it
        // decodes on its own (a `URL` or `Date` destination included).
        do {
            let destination = try source.singleValueContainer().decode(T.self)
            guard let destination = destination as? D else {
                return .undecodable("\(Swift.type(of: destination)) is not \(D.self)")
            }
            return .decoded(destination)
        } catch {
            return .undecodable(message(for: error))
        }
    }

    private static func decodeDestination<T: Decodable, D>(json: Data, opening: T.Type, as type: D.Type)
        -> DecodedDestination<D>
    {
        do {
            return try decoder.decode(Lenient<T>.self, from: json).destination.cast(to: type)
        } catch {
            return .undecodable(message(for: error))
        }
    }

    /// One destination of a list: decoded through a single-value container, which `JSONDecoder`
    /// treats exactly as a value it decodes on its own, with the error kept instead of thrown.
    private struct Lenient<T: Decodable>: Decodable {
        var destination: DecodedDestination<T>

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                destination = .omitted
                return
            }
            do {
                destination = .decoded(try container.decode(T.self))
            } catch {
                destination = .undecodable(DestinationCoding.message(for: error))
            }
        }
    }

    /// A one-line description of a coding error.
    static func message(for error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context),
            DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context):
            context.debugDescription
        case EncodingError.invalidValue(_, let context):
            context.debugDescription
        default:
            String(describing: error)
        }
    }
}

extension DecodedDestination {
    /// The same destination as a `D` (`T` is `D`, opened as `Decodable`).
    fileprivate func cast<Target>(to type: Target.Type) -> DecodedDestination<Target> {
        switch self {
        case .decoded(let value):
            (value as? Target).map(DecodedDestination<Target>.decoded)
                ?? .undecodable("\(Swift.type(of: value)) is not \(Target.self)")
        case .migrated(let value, let stored):
            (value as? Target).map { DecodedDestination<Target>.migrated($0, stored: stored) }
                ?? .undecodable("\(Swift.type(of: value)) is not \(Target.self)")
        case .omitted: .omitted
        case .undecodable(let message): .undecodable(message)
        case .dropped: .dropped
        case .migrationFailed(let message): .migrationFailed(message)
        }
    }
}
