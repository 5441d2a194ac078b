/// A piece of user interface, described by its `body`.
///
/// Declared main-actor isolated, as on the SDKs before the newest, so code that type-checks
/// against the stand-in also type-checks against either SDK.
// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
    // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
    associatedtype Body: View

    // https://developer.apple.com/documentation/swiftui/view/body-swift.property
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

// https://developer.apple.com/documentation/swiftui/never/body-swift.property
extension Never: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

// https://developer.apple.com/documentation/swiftui/optional
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { primitiveBody(Self.self) }
}

/// A view with no content.
// https://developer.apple.com/documentation/swiftui/emptyview
nonisolated public struct EmptyView: View {
    // https://developer.apple.com/documentation/swiftui/emptyview/init()
    nonisolated public init() {}

    public var body: Never { primitiveBody(Self.self) }
}

/// A type-erased view.
// https://developer.apple.com/documentation/swiftui/anyview
nonisolated public struct AnyView: View {
    let view: any View

    // https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    nonisolated public init<V>(_ view: V) where V: View {
        self.view = view
    }

    // https://developer.apple.com/documentation/swiftui/anyview/init(erasing:)
    nonisolated public init<V>(erasing view: V) where V: View {
        self.view = view
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// The views a view builder collected from a block with several statements.
// https://developer.apple.com/documentation/swiftui/tupleview
nonisolated public struct TupleView<T>: View {
    // https://developer.apple.com/documentation/swiftui/tupleview/value
    public var value: T

    // https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    nonisolated public init(_ value: T) {
        self.value = value
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// The result of an `if`/`else` or `switch` in a view builder: one of two views.
// https://developer.apple.com/documentation/swiftui/_conditionalcontent
nonisolated public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    nonisolated init(storage: Storage) {
        self.storage = storage
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// A view that groups views without changing their layout.
// https://developer.apple.com/documentation/swiftui/group
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    // https://developer.apple.com/documentation/swiftui/group/init(content:)
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// The body of a primitive view: SwiftUI (and the stand-in's renderer) never evaluates it.
func primitiveBody<V>(_ type: V.Type) -> Never {
    fatalError("\(type) is a primitive view; its body is never evaluated")
}
