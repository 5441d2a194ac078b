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

    /// Appends `label`, shortened, as a notation's label text: a line break as `lineBreak`,
    /// a scalar as `escape` spells it, or else as itself (a control character as `\u{…}`, as
    /// Swift writes it in a string, with `backslash` for its backslash).
    static func append(
        _ label: String, to text: inout DebugText, lineBreak: String, backslash: String,
        escape: (Unicode.Scalar) -> String?
    ) {
        for character in shortened(label) {
            guard !character.isNewline else {
                text.append(lineBreak)
                continue
            }
            for scalar in character.unicodeScalars {
                if let escaped = escape(scalar) {
                    text.append(escaped)
                } else {
                    appendVisible(scalar, to: &text, backslash: backslash)
                }
            }
        }
    }

    /// Appends `scalar`, or for a control character, `\u{…}` as Swift writes it in a string,
    /// with `backslash` for its backslash.
    private static func appendVisible(_ scalar: Unicode.Scalar, to text: inout DebugText, backslash: String) {
        guard scalar.properties.generalCategory == .control else {
            text.append(scalar)
            return
        }
        text.append(backslash)
        text.append("u{\(String(scalar.value, radix: 16, uppercase: true))}")
    }
}
