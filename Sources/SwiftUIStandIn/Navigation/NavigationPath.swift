/// A navigation stack's path whose elements may be of different hashable types.
///
/// The stand-in keeps the elements as `AnyHashable`s; it has no `Codable` representation.
// https://developer.apple.com/documentation/swiftui/navigationpath
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    // https://developer.apple.com/documentation/swiftui/navigationpath/init()
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init() {
        elements = []
    }

    // https://developer.apple.com/documentation/swiftui/navigationpath/init(_:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    // https://developer.apple.com/documentation/swiftui/navigationpath/count
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public var count: Int { elements.count }

    // https://developer.apple.com/documentation/swiftui/navigationpath/isempty
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public var isEmpty: Bool { elements.isEmpty }

    // https://developer.apple.com/documentation/swiftui/navigationpath/append(_:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public mutating func append<V>(_ value: V) where V: Hashable {
        elements.append(AnyHashable(value))
    }

    // https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

@available(*, unavailable)
extension NavigationPath: Sendable {}
