/// A view that displays one or more lines of read-only text.
// https://developer.apple.com/documentation/swiftui/text
public struct Text: View {
    let string: String

    // https://developer.apple.com/documentation/swiftui/text/init(_:)
    public init<S>(_ content: S) where S: StringProtocol {
        self.string = String(content)
    }

    // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    public init(verbatim content: String) {
        self.string = content
    }

    public var body: Never { primitiveBody(Self.self) }
}
