/// A view made of one view per element of a collection, each identified by an id.
// https://developer.apple.com/documentation/swiftui/foreach
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    // https://developer.apple.com/documentation/swiftui/foreach/data
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var data: Data
    // https://developer.apple.com/documentation/swiftui/foreach/content
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var content: (Data.Element) -> Content
    let elementID: (Data.Element) -> ID
}

@available(*, unavailable)
extension ForEach: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ForEach: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.elementID = { $0[keyPath: id] }
    }

    // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
        self.elementID = { $0.id }
    }

    // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
        self.elementID = { $0 }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

/// A scrolling column of rows.
// https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    let content: Content

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable)
extension List: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
    // https://developer.apple.com/documentation/swiftui/list/init(content:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A container styled for data-entry controls.
// https://developer.apple.com/documentation/swiftui/form
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Form<Content>: View where Content: View {
    let content: Content

    // https://developer.apple.com/documentation/swiftui/form/init(content:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable)
extension Form: Sendable {}

/// A view whose content can scroll along the given axes.
// https://developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ScrollView<Content>: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/scrollview/content
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var content: Content
    // https://developer.apple.com/documentation/swiftui/scrollview/axes
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var axes: Axis.Set

    // https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable)
extension ScrollView: Sendable {}

/// One of the two dimensions of a plane.
// https://developer.apple.com/documentation/swiftui/axis
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Axis: Int8, CaseIterable, Sendable {
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    case horizontal
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    case vertical

    /// Written out, as in the SDK, because cases with availability attributes get no
    /// synthesized `allCases`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static var allCases: [Axis] { [.horizontal, .vertical] }

    /// A set of axes, stored as bits.
    // https://developer.apple.com/documentation/swiftui/axis/set
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct Set: OptionSet, Sendable {
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        public let rawValue: Int8

        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        // https://developer.apple.com/documentation/swiftui/axis/set/horizontal
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        public static let horizontal = Set(rawValue: 1 << 0)
        // https://developer.apple.com/documentation/swiftui/axis/set/vertical
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        public static let vertical = Set(rawValue: 1 << 1)
    }
}
