/// A type-erased list of data representing the content of a navigation stack.
///
/// The stand-in keeps the elements as `AnyHashable`s; it has no `Codable` representation.
// https://developer.apple.com/documentation/swiftui/navigationpath
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    // https://developer.apple.com/documentation/swiftui/navigationpath/init()
    public init() {
        elements = []
    }

    // https://developer.apple.com/documentation/swiftui/navigationpath/init(_:)
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    // https://developer.apple.com/documentation/swiftui/navigationpath/count
    public var count: Int { elements.count }

    // https://developer.apple.com/documentation/swiftui/navigationpath/isempty
    public var isEmpty: Bool { elements.isEmpty }

    // https://developer.apple.com/documentation/swiftui/navigationpath/append(_:)
    public mutating func append<V>(_ value: V) where V: Hashable {
        elements.append(AnyHashable(value))
    }

    // https://developer.apple.com/documentation/swiftui/navigationpath/removelast(_:)
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}
