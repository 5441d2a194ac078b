/// A color; as a view, it fills the space it is given.
///
/// The stand-in declares only what TrellisSwiftUI uses: ``clear``, as a view.
// https://developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Color: Hashable, Sendable {
    let name: String

    /// The fully transparent color.
    // https://developer.apple.com/documentation/swiftui/color/clear
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static let clear = Color(name: "clear")
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}
