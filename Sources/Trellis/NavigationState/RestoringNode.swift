import Foundation

/// A route of the node table as a restore first reads it: not at all. The routes are decoded
/// later, from their own bytes, by the coordinator that knows their type.
struct UnreadRoute: Decodable {
    init(from decoder: any Decoder) throws {}
}

/// A node of a validated snapshot on its way into a restore: its fields as `JSONDecoder` read
/// them, and the JSON of its routes, decoded by ``RouteCoding`` with the coordinator's
/// `Destinations` type when the replay reaches it.
struct RestoringNode {
    let fields: SnapshotNode<UnreadRoute>
    /// The root route; `nil` when there is none (also for `null`).
    let root: Data?
    /// The JSON arrays of the entries, tabs and modals.
    let entries: Data?
    let tabs: Data?
    let modals: Data?
    /// Each omitted slot's omission.
    let omissions: [Int: SnapshotOmission]

    /// `nil` when the routes found in the bytes do not agree with the fields `JSONDecoder` read.
    init?(fields: SnapshotNode<UnreadRoute>, routes: RouteLocator.NodeRoutes, in data: Data) {
        func list(_ range: RouteLocator.ListRange?, _ decoded: [UnreadRoute]?) -> Data?? {
            guard (range?.count ?? 0) == (decoded?.count ?? 0) else { return nil }
            return .some(
                range.map {
                    data[data.startIndex + $0.bytes.lowerBound..<data.startIndex + $0.bytes.upperBound]
                })
        }
        guard (routes.root != nil) || fields.root == nil,
            case .some(let entries) = list(routes.entries, fields.entries),
            case .some(let tabs) = list(routes.tabs, fields.tabs),
            case .some(let modals) = list(routes.modals, fields.modals)
        else { return nil }
        self.fields = fields
        self.root =
            fields.root == nil
            ? nil
            : routes.root.map { data[data.startIndex + $0.lowerBound..<data.startIndex + $0.upperBound] }
        self.entries = entries
        self.tabs = tabs
        self.modals = modals
        self.omissions = fields.omissionsBySlot
    }

    var kind: CoordinatorKind { fields.kind }
    var type: String { fields.type }
}
