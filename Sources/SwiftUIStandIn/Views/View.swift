/// The protocol every view conforms to: a view is described by the view its `body` returns.
///
/// Main-actor isolated, as in the SDK. Its modifiers and most view initializers are main-actor
/// here too, where the SDK declares them `nonisolated` (see the README).
// https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency
public protocol View {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    associatedtype Body: View

    // https://developer.apple.com/documentation/swiftui/view/body-swift.property
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

// https://developer.apple.com/documentation/swiftui/never/body-swift.property
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public typealias Body = Never

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

// https://developer.apple.com/documentation/swiftui/optional
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public typealias Body = Never

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

/// A view that shows nothing; what an empty view builder produces.
// https://developer.apple.com/documentation/swiftui/emptyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyView: View {
    // https://developer.apple.com/documentation/swiftui/emptyview/init()
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public init() {}

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

/// Any view, behind a type that does not reveal which one.
// https://developer.apple.com/documentation/swiftui/anyview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct AnyView: View {
    /// Written only by the nonisolated initializers, before the value is shared.
    nonisolated(unsafe) let view: any View

    // https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public init<V>(_ view: V) where V: View {
        self.view = view
    }

    // https://developer.apple.com/documentation/swiftui/anyview/init(erasing:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public init<V>(erasing view: V) where V: View {
        self.view = view
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable)
extension AnyView: Sendable {}

/// The views of a view-builder block with several statements, as a tuple.
// https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct TupleView<T>: View {
    /// Written by the nonisolated initializer, before the value is shared, and through the
    /// main-actor `value` after.
    nonisolated(unsafe) var storedValue: T

    // https://developer.apple.com/documentation/swiftui/tupleview/value
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var value: T {
        get { storedValue }
        set { storedValue = newValue }
    }

    // https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public init(_ value: T) {
        self.storedValue = value
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable)
extension TupleView: Sendable {}

/// One of two views: what an `if`/`else` or a `switch` in a view builder produces.
// https://developer.apple.com/documentation/swiftui/_conditionalcontent
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
}

@available(*, unavailable)
extension _ConditionalContent: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    nonisolated init(storage: Storage) {
        self.storage = storage
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

/// Views collected by a view builder and placed as if written in the parent directly.
// https://developer.apple.com/documentation/swiftui/group
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Group<Content> {
    let content: Content
}

@available(*, unavailable)
extension Group: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Group: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/group/init(content:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

/// The body of a primitive view: SwiftUI (and the stand-in's renderer) never evaluates it.
func primitiveBody<V>(_ type: V.Type) -> Never {
    fatalError("\(type) is a primitive view; its body is never evaluated")
}
