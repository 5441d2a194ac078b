/// Routes as Swift-like text, both ways: what `inspect` prints for a captured route, and
/// what the REPL's `push` and `present` read.
///
/// A destination is captured as its `Codable` JSON, which Swift synthesizes for enums as
/// `{"case": {"label": value, "_0": value}}`. That reads back as `.case(label: value)`, with
/// `_0`, `_1`… as unlabeled values:
///
/// ```
/// {"productList":{}}                           .productList
/// {"product":{"id":7}}                         .product(id: 7)
/// {"results":{"page":2,"query":"lamp"}}        .results(page: 2, query: "lamp")
/// ```
///
/// Snapshots are written with sorted keys, so labeled values come out in alphabetical order,
/// not in the order the case declares them; unlabeled ones come first.
enum RouteText {
    // MARK: Formatting

    /// The route as text; `nil` for a `null` route (one left out of the snapshot).
    static func format(_ route: JSON) -> String? {
        switch route {
        case .null:
            nil
        case .string(let rawValue) where isIdentifier(rawValue):
            // A raw-value enum encodes as its raw value, usually the case name.
            "." + rawValue
        default:
            value(route)
        }
    }

    private static func value(_ json: JSON) -> String {
        switch json {
        case .null: return "nil"
        case .bool(let value): return value ? "true" : "false"
        case .number(let text): return text
        case .string(let string): return quoted(string)
        case .array(let values): return "[" + values.map(value).joined(separator: ", ") + "]"
        case .object(let members):
            if members.count == 1, let payload = members[0].value.members {
                return "." + members[0].key + arguments(payload)
            }
            return "(" + members.map { "\($0.key): \(value($0.value))" }.joined(separator: ", ") + ")"
        }
    }

    /// `(…)` for a case's associated values: the unlabeled ones (`_0`, `_1`…) first, in
    /// their order, then the labeled ones as stored.
    private static func arguments(_ members: [JSON.Member]) -> String {
        guard !members.isEmpty else { return "" }
        let unlabeled = members.compactMap { member in position(member.key).map { ($0, member.value) } }
            .sorted { $0.0 < $1.0 }
            .map { value($0.1) }
        let labeled = members.filter { position($0.key) == nil }.map { "\($0.key): \(value($0.value))" }
        return "(" + (unlabeled + labeled).joined(separator: ", ") + ")"
    }

    /// The index of an unlabeled associated value's key (`_0` is 0), or `nil` for a label.
    private static func position(_ key: String) -> Int? {
        guard key.hasPrefix("_") else { return nil }
        return Int(key.dropFirst())
    }

    private static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
            return false
        }
        return text.unicodeScalars.allSatisfy {
            $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0)
        }
    }

    /// A string literal as Swift prints it in a description: quoted, with escapes.
    static func quoted(_ string: String) -> String {
        var text = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\0": text += "\\0"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                text += "\\u{\(String(scalar.value, radix: 16))}"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    // MARK: Parsing

    /// Why route text did not parse.
    struct ParseError: Error, CustomStringConvertible {
        let column: Int
        let reason: String
        var description: String { "\(reason) at column \(column)" }
    }

    /// Parses `.case`, `.case(label: value, value)` or `case(…)` into the JSON a `Codable`
    /// enum decodes from. Values are strings, numbers, `true`, `false`, `nil`, arrays and
    /// nested cases.
    static func parse(_ text: String) throws(ParseError) -> JSON {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        parser.skipSpaces()
        if parser.peek == "." { parser.index += 1 }
        let route = try parser.enumCase(depth: 0)
        parser.skipSpaces()
        guard parser.isAtEnd else { throw parser.failure("unexpected text after the route") }
        return route
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

        /// `name` or `name(arguments)`, the leading dot already read.
        mutating func enumCase(depth: Int) throws(ParseError) -> JSON {
            guard depth < Self.maximumDepth else { throw failure("nested too deeply") }
            let name = try identifier()
            var members: [JSON.Member] = []
            if peek == "(" {
                index += 1
                skipSpaces()
                if peek == ")" {
                    index += 1
                } else {
                    var position = 0
                    while true {
                        members.append(try argument(position: position, depth: depth))
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
            return .object([JSON.Member(key: name, value: .object(members))])
        }

        /// `label: value` or `value` (stored as `_<position>`).
        mutating func argument(position: Int, depth: Int) throws(ParseError) -> JSON.Member {
            skipSpaces()
            let start = index
            if let scalar = peek, scalar == "_" || scalar.properties.isAlphabetic {
                let label = try identifier()
                skipSpaces()
                if peek == ":" {
                    index += 1
                    skipSpaces()
                    return JSON.Member(key: label, value: try value(depth: depth))
                }
                index = start
            }
            return JSON.Member(key: "_\(position)", value: try value(depth: depth))
        }

        mutating func value(depth: Int) throws(ParseError) -> JSON {
            skipSpaces()
            guard let scalar = peek else { throw failure("expected a value") }
            switch scalar {
            case "\"":
                return .string(try string())
            case "[":
                guard depth + 1 < Self.maximumDepth else { throw failure("nested too deeply") }
                index += 1
                var values: [JSON] = []
                skipSpaces()
                if peek == "]" {
                    index += 1
                    return .array(values)
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
                    return .array(values)
                }
            case ".":
                index += 1
                return try enumCase(depth: depth + 1)
            case "-", "0"..."9":
                return .number(try number())
            default:
                let start = index
                let word = try identifier()
                switch word {
                case "true": return .bool(true)
                case "false": return .bool(false)
                case "nil": return .null
                default:
                    index = start
                    throw failure("expected a value (a string, a number, true, false, nil, [...] or .case)")
                }
            }
        }

        mutating func number() throws(ParseError) -> String {
            let start = index
            var text = ""
            while let scalar = peek, "-+.eE0123456789".unicodeScalars.contains(scalar) {
                text.unicodeScalars.append(scalar)
                index += 1
            }
            if let integer = Int(text) { return String(integer) }
            if let double = Double(text), double.isFinite { return String(double) }
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
