/// What the two notations share about labels.
enum DiagramLabel {
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
