import Foundation

/// The peers' way of saving a navigation path: each route encoded on its own with
/// `JSONEncoder` into a (type name, JSON text) pair, the pairs written as one flat array of
/// strings, and decoded back by looking up the type by name and running `JSONDecoder` on each
/// route's text. SwiftUI's `NavigationPath.CodableRepresentation` and swift-navigation's
/// Codable path store routes this way.
///
/// The type lookup is a comparison with the one route type of the benchmark (the peers ask the
/// runtime for the type by its name, which costs more); one encoder and one decoder serve all
/// routes of a call.
enum PeerBaseline {
    static let typeName = String(reflecting: Screen.self)

    static func encode(_ routes: [Screen]) throws -> Data {
        let encoder = JSONEncoder()
        var pairs: [String] = []
        pairs.reserveCapacity(routes.count * 2)
        for route in routes {
            pairs.append(String(reflecting: type(of: route)))
            pairs.append(String(decoding: try encoder.encode(route), as: UTF8.self))
        }
        return try JSONEncoder().encode(pairs)
    }

    static func decode(_ data: Data) throws -> [Screen] {
        let pairs = try JSONDecoder().decode([String].self, from: data)
        guard pairs.count.isMultiple(of: 2) else { throw PeerBaselineError.unpairedName }
        let decoder = JSONDecoder()
        var routes: [Screen] = []
        routes.reserveCapacity(pairs.count / 2)
        for index in stride(from: 0, to: pairs.count, by: 2) {
            guard pairs[index] == typeName else { throw PeerBaselineError.unknownType(pairs[index]) }
            routes.append(try decoder.decode(Screen.self, from: Data(pairs[index + 1].utf8)))
        }
        return routes
    }
}

enum PeerBaselineError: Error {
    case unpairedName
    case unknownType(String)
}
