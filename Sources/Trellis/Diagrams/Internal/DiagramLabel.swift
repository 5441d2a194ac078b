/// What the two notations share about labels.
enum DiagramLabel {
    /// The most characters of a label a diagram writes: Graphviz refuses a quoted string past
    /// 16,384 bytes, which escaping can reach from a few thousand characters.
    static let longestLabel = 1_000

    /// `label`, or its first ``longestLabel`` characters and how many more it had.
    static func shortened(_ label: String) -> String {
        guard label.count > longestLabel else { return label }
        return "\(label.prefix(longestLabel))… (\(label.count - longestLabel) more characters)"
    }

    /// Appends `scalar`, or for a control character, `\u{…}` as Swift writes it in a string,
    /// with `backslash` for its backslash.
    static func appendVisible(_ scalar: Unicode.Scalar, to text: inout DebugText, backslash: String) {
        guard scalar.properties.generalCategory == .control else {
            text.append(scalar)
            return
        }
        text.append(backslash)
        text.append("u{\(String(scalar.value, radix: 16, uppercase: true))}")
    }
}
