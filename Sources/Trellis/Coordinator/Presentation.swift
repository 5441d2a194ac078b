/// How a destination is shown in a flow, or over a tab or root coordinator.
///
/// The one list of presentations: ``ModalStyle`` (what `present(_:as:)` takes) is its modal
/// part, a ``NavigationRole`` and a ``LayoutItem`` hold one, and a snapshot stores its code.
public enum Presentation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Pushed onto the flow's navigation stack.
    case push
    /// Presented as a sheet.
    case sheet
    /// Presented as a full-screen cover.
    case fullScreenCover
    /// Presented as a popover, anchored to the screen under it; in a compact size class it
    /// adapts as its destination's ``PresentationOptions/compactAdaptation`` says.
    case popover

    /// Whether the destination is presented over what is below it (a sheet, a cover or a
    /// popover) rather than pushed.
    public var isModal: Bool { self != .push }
}

/// The style of a modal presentation, passed to `present(_:as:onDismiss:)`: a
/// ``Presentation`` other than `.push`.
///
/// ```swift
/// home.present(.compose, as: .fullScreenCover)
/// if layer.style?.presentation == .sheet { … }
/// ```
public struct ModalStyle: Sendable, Hashable, CustomStringConvertible {
    /// `.sheet`, `.fullScreenCover` or `.popover`, never `.push`.
    public let presentation: Presentation

    /// A sheet (the default).
    public static let sheet = ModalStyle(modal: .sheet)
    /// A full-screen cover.
    public static let fullScreenCover = ModalStyle(modal: .fullScreenCover)
    /// A popover, anchored to the screen it is presented from (see <doc:AskingTheUser>).
    ///
    /// ```swift
    /// catalog.present(.filters, as: .popover)
    /// ```
    public static let popover = ModalStyle(modal: .popover)

    private init(modal presentation: Presentation) {
        self.presentation = presentation
    }

    /// The style of a modal `presentation`; `nil` for `.push`.
    init?(_ presentation: Presentation) {
        guard presentation.isModal else { return nil }
        self.init(modal: presentation)
    }

    /// `sheet`, `fullScreenCover` or `popover`.
    public var description: String { presentation.rawValue }
}
