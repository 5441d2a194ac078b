/// A representation of a color that adapts to a given context; a view that fills its space.
///
/// The stand-in declares only what TrellisSwiftUI uses: ``clear``, as a view.
// https://developer.apple.com/documentation/swiftui/color
@frozen public struct Color: View, Hashable, Sendable {
    let name: String

    /// A color that has no effect on what is behind it.
    // https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color(name: "clear")

    public var body: Never { primitiveBody(Self.self) }
}
