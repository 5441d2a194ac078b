/// A structure that computes views on demand from a collection of identified data.
// https://developer.apple.com/documentation/swiftui/foreach
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
    // https://developer.apple.com/documentation/swiftui/foreach/data
    public var data: Data
    // https://developer.apple.com/documentation/swiftui/foreach/content
    public var content: (Data.Element) -> Content
    let elementID: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.elementID = { $0[keyPath: id] }
    }

    // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
        self.elementID = { $0.id }
    }

    // https://developer.apple.com/documentation/swiftui/foreach/init(_:content:)
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
        self.elementID = { $0 }
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// A container that presents rows of data arranged in a single column.
// https://developer.apple.com/documentation/swiftui/list
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    let content: Content

    public var body: Never { primitiveBody(Self.self) }
}

extension List where SelectionValue == Never {
    // https://developer.apple.com/documentation/swiftui/list/init(content:)
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A container for grouping controls used for data entry.
// https://developer.apple.com/documentation/swiftui/form
public struct Form<Content>: View where Content: View {
    let content: Content

    // https://developer.apple.com/documentation/swiftui/form/init(content:)
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// A scrollable view.
// https://developer.apple.com/documentation/swiftui/scrollview
public struct ScrollView<Content>: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/scrollview/content
    public var content: Content
    // https://developer.apple.com/documentation/swiftui/scrollview/axes
    public var axes: Axis.Set

    // https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// The horizontal or vertical dimension in a 2D coordinate system.
// https://developer.apple.com/documentation/swiftui/axis
public enum Axis: Int8, CaseIterable, Sendable {
    case horizontal
    case vertical

    /// An efficient set of axes.
    // https://developer.apple.com/documentation/swiftui/axis/set
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        // https://developer.apple.com/documentation/swiftui/axis/set/horizontal
        public static let horizontal = Set(rawValue: 1 << 0)
        // https://developer.apple.com/documentation/swiftui/axis/set/vertical
        public static let vertical = Set(rawValue: 1 << 1)
    }
}
