import Foundation

/// Reads a destination typed the way the tree prints it into the JSON a `Codable` enum decodes
/// from: what the REPL's `push` and `present` take.
///
/// Swift synthesizes an enum's `Codable` as `{"case": {"label": value, "_0": value}}`, so
/// `.case(label: value)` becomes that object, with `_0`, `_1`… for unlabeled values:
///
/// ```
/// .productList                      {"productList":{}}
/// .product(id: 7)                   {"product":{"id":7}}
/// .results(query: "lamp", page: 2)  {"results":{"page":2,"query":"lamp"}}
/// ```
///
/// The parser builds Foundation's JSON objects (dictionaries, arrays, strings, numbers,
/// `NSNull`), and `JSONSerialization` writes them.
enum DestinationParser {
    /// Why destination text did not parse.
    struct ParseError: Error, CustomStringConvertible {
        let column: Int
        let reason: String
        var description: String { "\(reason) at column \(column)" }
    }

    /// Parses `.case`, `.case(label: value, value)` or `case(…)` into JSON. Values are
    /// strings, numbers, `true`, `false`, `nil`, arrays and nested cases.
    static func json(for text: String) throws(ParseError) -> Data {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        parser.skipSpaces()
        if parser.peek == "." { parser.index += 1 }
        let destination = try parser.enumCase(depth: 0)
        parser.skipSpaces()
        guard parser.isAtEnd else { throw parser.failure("unexpected text after the destination") }
        do {
            return try JSONSerialization.data(withJSONObject: destination, options: [.sortedKeys])
        } catch {
            throw ParseError(column: 1, reason: "cannot write the destination as JSON (\(error))")
        }
    }

    private struct Parser {
        static let maximumDepth = 64

        let scalars: [Unicode.Scalar]
        var index = 0

        var isAtEnd: Bool { index >= scalars.count }
        var peek: Unicode.Scalar? { isAtEnd ? nil : scalars[index] }

        func failure(_ reason: String) -> ParseError {
            ParseError(column: index + 1, reason: reason)
        }

        mutating func skipSpaces() {
            while let scalar = peek, scalar.properties.isWhitespace { index += 1 }
        }

        mutating func identifier() throws(ParseError) -> String {
            var name = ""
            while let scalar = peek,
                scalar == "_" || scalar.properties.isAlphabetic
                    || (!name.isEmpty && ("0"..."9").contains(scalar))
            {
                name.unicodeScalars.append(scalar)
                index += 1
            }
            guard !name.isEmpty else { throw failure("expected a case name") }
            return name
        }

        /// `name` or `name(arguments)`, the leading dot already read: `[name: [label: value]]`.
        mutating func enumCase(depth: Int) throws(ParseError) -> [String: Any] {
            guard depth < Self.maximumDepth else { throw failure("nested too deeply") }
            let name = try identifier()
            var arguments: [String: Any] = [:]
            if peek == "(" {
                index += 1
                skipSpaces()
                if peek == ")" {
                    index += 1
                } else {
                    var position = 0
                    while true {
                        let (label, value) = try argument(position: position, depth: depth)
                        arguments[label] = value
                        position += 1
                        skipSpaces()
                        if peek == "," {
                            index += 1
                            continue
                        }
                        guard peek == ")" else { throw failure("expected ',' or ')'") }
                        index += 1
                        break
                    }
                }
            }
            return [name: arguments]
        }

        /// `label: value` or `value` (labeled `_<position>`).
        mutating func argument(position: Int, depth: Int) throws(ParseError) -> (String, Any) {
            skipSpaces()
            let start = index
            if let scalar = peek, scalar == "_" || scalar.properties.isAlphabetic {
                let label = try identifier()
                skipSpaces()
                if peek == ":" {
                    index += 1
                    skipSpaces()
                    return (label, try value(depth: depth))
                }
                index = start
            }
            return ("_\(position)", try value(depth: depth))
        }

        mutating func value(depth: Int) throws(ParseError) -> Any {
            skipSpaces()
            guard let scalar = peek else { throw failure("expected a value") }
            switch scalar {
            case "\"":
                return try string()
            case "[":
                guard depth + 1 < Self.maximumDepth else { throw failure("nested too deeply") }
                index += 1
                var values: [Any] = []
                skipSpaces()
                if peek == "]" {
                    index += 1
                    return values
                }
                while true {
                    values.append(try value(depth: depth + 1))
                    skipSpaces()
                    if peek == "," {
                        index += 1
                        continue
                    }
                    guard peek == "]" else { throw failure("expected ',' or ']'") }
                    index += 1
                    return values
                }
            case ".":
                index += 1
                return try enumCase(depth: depth + 1)
            case "-", "0"..."9":
                return try number()
            default:
                let start = index
                let word = try identifier()
                switch word {
                case "true": return true
                case "false": return false
                case "nil": return NSNull()
                default:
                    index = start
                    throw failure("expected a value (a string, a number, true, false, nil, [...] or .case)")
                }
            }
        }

        mutating func number() throws(ParseError) -> Any {
            let start = index
            var text = ""
            while let scalar = peek, "-+.eE0123456789".unicodeScalars.contains(scalar) {
                text.unicodeScalars.append(scalar)
                index += 1
            }
            if let integer = Int(text) { return integer }
            if let double = Double(text), double.isFinite { return double }
            index = start
            throw failure("invalid number \(text)")
        }

        mutating func string() throws(ParseError) -> String {
            index += 1
            var text = ""
            while true {
                guard let scalar = peek else { throw failure("unterminated string") }
                index += 1
                switch scalar {
                case "\"":
                    return text
                case "\\":
                    guard let escaped = peek else { throw failure("unterminated escape") }
                    index += 1
                    switch escaped {
                    case "n": text += "\n"
                    case "t": text += "\t"
                    case "r": text += "\r"
                    case "0": text += "\0"
                    case "\"", "\\", "'": text.unicodeScalars.append(escaped)
                    case "u":
                        guard peek == "{" else { throw failure("expected '{' after \\u") }
                        index += 1
                        var hex = ""
                        while let digit = peek, digit != "}" {
                            hex.unicodeScalars.append(digit)
                            index += 1
                        }
                        guard peek == "}", let value = UInt32(hex, radix: 16),
                            let decoded = Unicode.Scalar(value)
                        else { throw failure("invalid \\u{…} escape") }
                        index += 1
                        text.unicodeScalars.append(decoded)
                    default:
                        throw failure("invalid escape \\\(escaped)")
                    }
                default:
                    text.unicodeScalars.append(scalar)
                }
            }
        }
    }
}
