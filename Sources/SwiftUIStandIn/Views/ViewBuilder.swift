/// The result builder of view content: `body`, and the closures view initializers and modifiers
/// take.
// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
        content
    }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @_disfavoredOverload
    public static func buildBlock<each Content>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> where repeat each Content: View {
        TupleView((repeat each content))
    }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
        content
    }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static func buildEither<TrueContent, FalseContent>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .trueContent(first))
    }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public static func buildEither<TrueContent, FalseContent>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
        _ConditionalContent(storage: .falseContent(second))
    }

    // https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
        AnyView(content)
    }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}
