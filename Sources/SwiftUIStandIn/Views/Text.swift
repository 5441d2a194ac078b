/// A view that shows a string.
///
/// The stand-in declares only the initializers TrellisSwiftUI uses; a string literal goes to
/// `init(_:)` here, to the `LocalizedStringKey` one in SwiftUI.
// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Text: Equatable, Sendable {
    let string: String

    // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {
        self.string = String(content)
    }

    // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(verbatim content: String) {
        self.string = content
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}
