import Foundation

/// Turns parsed route text into a coordinator's `Destinations`, through the destination's
/// own `Codable` conformance: the same decoding a snapshot restore uses.
enum RouteDecoding {
    /// Decodes `route` as a `D`.
    ///
    /// - Parameter coordinatorType: The coordinator the route is for, for error messages.
    static func decode<D>(_ type: D.Type, from route: JSON, for coordinatorType: String) throws -> D {
        guard let decodable = type as? any Decodable.Type else {
            throw DemoError("\(coordinatorType)'s destinations are not Codable, so they cannot be typed in")
        }
        let text = RouteText.format(route) ?? route.text
        do {
            guard let destination = try JSONDecoder().decode(decodable, from: Data(route.text.utf8)) as? D
            else {
                throw DemoError("\(text) is not a route of \(coordinatorType)")
            }
            return destination
        } catch let error as DecodingError {
            throw DemoError(
                "\(text) is not a route of \(coordinatorType): \(describe(error)); `routes` lists some")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context) where context.codingPath.isEmpty: "no such case"
        case .keyNotFound(let key, _): "the value \(key.stringValue) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            context.debugDescription.hasSuffix(".")
                ? String(context.debugDescription.dropLast()) : context.debugDescription
        @unknown default: String(describing: error)
        }
    }
}
