import Foundation

extension View {
    /// Sets the heights the enclosing sheet rests at, with `selection` bound to the one it rests
    /// at now.
    ///
    /// The stand-in's renderer records them in a ``StandInPresentationDetentsNode``, whose
    /// `select(_:)` writes `selection` as a drag does.
    // https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func presentationDetents(
        _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
    )
        -> some View
    {
        PresentationDetentsView(content: self, detents: detents, selection: selection)
    }

    /// Shows or hides the drag indicator of the enclosing sheet.
    // https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        PresentationSettingView(content: self, name: "presentationDragIndicator", value: "\(visibility)")
    }

    /// Keeps the user from dismissing the enclosing presentation (no swipe down, no tap
    /// outside a popover) while `isDisabled` is `true`.
    // https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        PresentationSettingView(content: self, name: "interactiveDismissDisabled", value: "\(isDisabled)")
    }

    /// Whether the view under the enclosing presentation stays interactive.
    // https://developer.apple.com/documentation/swiftui/view/presentationbackgroundinteraction(_:)
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction)
        -> some View
    {
        PresentationSettingView(
            content: self, name: "presentationBackgroundInteraction", value: interaction.description)
    }

    /// What the enclosing presentation becomes in a compact size class.
    // https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:)
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        PresentationSettingView(
            content: self, name: "presentationCompactAdaptation", value: adaptation.description)
    }
}

/// A height where a sheet rests.
// https://developer.apple.com/documentation/swiftui/presentationdetent
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable, CustomStringConvertible {
    private let name: String

    /// About half the height of the screen.
    // https://developer.apple.com/documentation/swiftui/presentationdetent/medium
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static let medium = PresentationDetent(name: "medium")
    /// The full height.
    // https://developer.apple.com/documentation/swiftui/presentationdetent/large
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static let large = PresentationDetent(name: "large")

    /// A fraction of the full height.
    // https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "fraction(\(fraction))")
    }

    /// A fixed height.
    // https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(name: "height(\(height))")
    }

    /// Not part of SwiftUI: how the stand-in's nodes print the detent.
    public var description: String { name }
}

/// Whether the view under a presentation stays interactive.
// https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationBackgroundInteraction: Sendable {
    fileprivate let description: String

    /// The system's default.
    // https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/automatic
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public static var automatic: PresentationBackgroundInteraction { .init(description: "automatic") }
    /// The view under it does not react.
    // https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/disabled
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public static var disabled: PresentationBackgroundInteraction { .init(description: "disabled") }
    /// The view under it stays interactive.
    // https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/enabled
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public static var enabled: PresentationBackgroundInteraction { .init(description: "enabled") }

    /// The view under it stays interactive up through `detent`.
    // https://developer.apple.com/documentation/swiftui/presentationbackgroundinteraction/enabled(upthrough:)
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        .init(description: "enabled(upThrough: \(detent))")
    }
}

/// How a presentation adapts to a compact size class.
// https://developer.apple.com/documentation/swiftui/presentationadaptation
@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
public struct PresentationAdaptation: Sendable {
    fileprivate let description: String

    /// The system's default.
    // https://developer.apple.com/documentation/swiftui/presentationadaptation/automatic
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public static var automatic: PresentationAdaptation { .init(description: "automatic") }
    /// A popover, where there is room for one or not.
    // https://developer.apple.com/documentation/swiftui/presentationadaptation/popover
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public static var popover: PresentationAdaptation { .init(description: "popover") }
    /// A sheet.
    // https://developer.apple.com/documentation/swiftui/presentationadaptation/sheet
    @available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
    public static var sheet: PresentationAdaptation { .init(description: "sheet") }
}

/// `presentationDetents(_:selection:)`.
struct PresentationDetentsView<Content: View>: View, StandInPrimitive {
    let content: Content
    let detents: Set<PresentationDetent>
    let selection: Binding<PresentationDetent>

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        [
            StandInPresentationDetentsNode(
                identity: context.identity, detents: detents, selection: selection,
                children: context.render(content, at: "presentationDetents"))
        ]
    }
}

/// `presentationDragIndicator(_:)`, `interactiveDismissDisabled(_:)`,
/// `presentationBackgroundInteraction(_:)` and `presentationCompactAdaptation(_:)`.
struct PresentationSettingView<Content: View>: View, StandInPrimitive {
    let content: Content
    let name: String
    let value: String

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        [
            StandInPresentationSettingNode(
                identity: context.identity, name: name, value: value,
                children: context.render(content, at: name))
        ]
    }
}
