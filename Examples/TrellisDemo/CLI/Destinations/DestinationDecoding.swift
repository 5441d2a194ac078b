import Foundation

/// Turns a destination read by ``DestinationParser`` into a coordinator's `Destinations`, through the
/// destination's own `Codable` conformance: the same decoding a snapshot restore uses.
enum DestinationDecoding {
    /// Decodes the destination JSON `json` as a `D`.
    ///
    /// - Parameters:
    ///   - text: The destination as typed, for error messages.
    ///   - coordinatorType: The coordinator the destination is for, for error messages.
    static func decode<D>(_ type: D.Type, from json: Data, text: String, for coordinatorType: String) throws
        -> D
    {
        guard let decodable = type as? any Decodable.Type else {
            throw DemoError("\(coordinatorType)'s destinations are not Codable, so they cannot be typed in")
        }
        do {
            guard let destination = try JSONDecoder().decode(decodable, from: json) as? D else {
                throw DemoError("\(text) is not a destination of \(coordinatorType)")
            }
            return destination
        } catch let error as DecodingError {
            throw DemoError(
                "\(text) is not a destination of \(coordinatorType): \(describe(error)); `destinations` lists some"
            )
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
