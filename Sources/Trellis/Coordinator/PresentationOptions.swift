/// How a presented destination behaves: the heights a sheet stops at, its drag indicator,
/// whether the user may dismiss it, whether the screen under it stays interactive, and what a
/// popover becomes in a compact size class.
///
/// A coordinator decides per destination by overriding
/// ``Coordinator/presentationOptions(for:)``; the layout carries the options of each layer
/// (``NavigationLayer/options``) and TrellisSwiftUI applies them. The defaults are SwiftUI's:
///
/// ```swift
/// func presentationOptions(for destination: Destinations) -> PresentationOptions {
///     switch destination {
///     case .cart: PresentationOptions(detents: [.medium, .large], dragIndicator: .visible)
///     case .payment: PresentationOptions(isInteractiveDismissDisabled: true)
///     default: .default
///     }
/// }
/// ```
public struct PresentationOptions: Sendable, Hashable {
    /// A height a sheet can rest at.
    public enum Detent: Sendable, Hashable, CustomStringConvertible {
        /// About half the screen.
        case medium
        /// The full height.
        case large
        /// A fraction of the full height, between 0 and 1.
        case fraction(Double)
        /// A fixed height, in points.
        case height(Double)

        /// `medium`, `large`, `fraction(0.25)` or `height(300.0)`: how the layout prints it and
        /// a snapshot stores it.
        public var description: String {
            switch self {
            case .medium: "medium"
            case .large: "large"
            case .fraction(let fraction): "fraction(\(fraction))"
            case .height(let height): "height(\(height))"
            }
        }

        /// The detent `description` prints; `nil` for any other text.
        init?(description: String) {
            switch description {
            case "medium": self = .medium
            case "large": self = .large
            default:
                for (prefix, make) in [("fraction(", Detent.fraction), ("height(", Detent.height)]
                where description.hasPrefix(prefix) && description.hasSuffix(")") {
                    guard let value = Double(description.dropFirst(prefix.count).dropLast()), value.isFinite
                    else { return nil }
                    self = make(value)
                    return
                }
                return nil
            }
        }
    }

    /// Whether the drag indicator shows, as SwiftUI's `Visibility` has it.
    public enum DragIndicator: String, Sendable, Hashable, CaseIterable {
        /// The system decides: visible with more than one detent.
        case automatic
        /// Always shown.
        case visible
        /// Never shown.
        case hidden
    }

    /// Whether the user can use the screen under a sheet or popover while it shows.
    public enum BackgroundInteraction: Sendable, Hashable, CustomStringConvertible {
        /// The system decides (disabled for a sheet, dismissing for a popover).
        case automatic
        /// The screen under it does not react.
        case disabled
        /// The screen under it stays interactive.
        case enabled
        /// The screen under it stays interactive while the sheet rests at `detent` or lower.
        case enabledUpThrough(Detent)

        /// `automatic`, `disabled`, `enabled` or `enabled up through medium`.
        public var description: String {
            switch self {
            case .automatic: "automatic"
            case .disabled: "disabled"
            case .enabled: "enabled"
            case .enabledUpThrough(let detent): "enabled up through \(detent)"
            }
        }
    }

    /// What a popover becomes where there is no room for one (an iPhone, a compact iPad
    /// window).
    public enum CompactAdaptation: String, Sendable, Hashable, CaseIterable {
        /// A sheet (what SwiftUI does by default).
        case sheet
        /// A popover still.
        case popover
    }

    /// The heights a sheet can rest at, in the order given; it opens at the first (the layer's
    /// ``NavigationLayer/selectedDetent`` until the user drags it elsewhere). Empty is
    /// SwiftUI's default: the full height only.
    public var detents: [Detent]
    /// Whether the drag indicator shows.
    public var dragIndicator: DragIndicator
    /// Whether the user is kept from dismissing the presentation (no swipe down, no tap
    /// outside a popover): the layout then refuses ``NavigationLayer/userDidDismiss()`` on its
    /// layer, and only code dismisses it.
    public var isInteractiveDismissDisabled: Bool
    /// Whether the screen under the presentation stays interactive.
    public var backgroundInteraction: BackgroundInteraction
    /// What a popover becomes in a compact size class; ignored for other presentations.
    public var compactAdaptation: CompactAdaptation

    /// Options; each left out is SwiftUI's default.
    public init(
        detents: [Detent] = [], dragIndicator: DragIndicator = .automatic,
        isInteractiveDismissDisabled: Bool = false, backgroundInteraction: BackgroundInteraction = .automatic,
        compactAdaptation: CompactAdaptation = .sheet
    ) {
        self.detents = detents
        self.dragIndicator = dragIndicator
        self.isInteractiveDismissDisabled = isInteractiveDismissDisabled
        self.backgroundInteraction = backgroundInteraction
        self.compactAdaptation = compactAdaptation
    }

    /// SwiftUI's defaults: full height only, automatic drag indicator and background
    /// interaction, dismissable, a popover adapting to a sheet.
    public static let `default` = PresentationOptions()
}
