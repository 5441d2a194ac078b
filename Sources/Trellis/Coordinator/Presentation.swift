/// How a destination is shown in a flow, or over a tab or root coordinator.
public enum Presentation: String, Sendable, Hashable, Codable {
    /// Pushed onto the flow's navigation stack.
    case push
    /// Presented as a sheet.
    case sheet
    /// Presented as a full-screen cover.
    case fullScreenCover
}

/// The style of a modal presentation, passed to `present(_:as:onDismiss:)`.
public enum ModalStyle: Sendable, Hashable {
    /// A sheet (the default).
    case sheet
    /// A full-screen cover.
    case fullScreenCover

    var presentation: Presentation {
        switch self {
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        }
    }
}
