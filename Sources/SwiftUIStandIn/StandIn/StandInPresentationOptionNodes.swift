// Not part of SwiftUI: the stand-in's test hooks. Nothing here exists in Apple's framework.

/// A `presentationDetents(_:selection:)`: the detents, and the selection binding.
public final class StandInPresentationDetentsNode: StandInNode {
    /// The detents the sheet rests at.
    public let detents: Set<PresentationDetent>
    private let binding: Binding<PresentationDetent>

    init(
        identity: StandInIdentity, detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>,
        children: [StandInNode]
    ) {
        self.detents = detents
        self.binding = selection
        super.init(identity: identity, children: children)
    }

    /// The selection binding's value.
    public var selection: PresentationDetent { binding.wrappedValue }

    /// Writes `detent` to the selection binding, as the user dragging the sheet there does;
    /// returns `false`, writing nothing, for a detent the sheet does not rest at.
    @discardableResult
    public func select(_ detent: PresentationDetent) -> Bool {
        guard detents.contains(detent) else { return false }
        binding.wrappedValue = detent
        return true
    }

    override public var summary: String {
        "presentationDetents [\(detents.map(\.description).sorted().joined(separator: ", "))] selection=\(selection)"
    }
}

/// A presentation setting applied to presented content: `presentationDragIndicator(_:)`,
/// `interactiveDismissDisabled(_:)`, `presentationBackgroundInteraction(_:)` or
/// `presentationCompactAdaptation(_:)`, with its value as text.
public final class StandInPresentationSettingNode: StandInNode {
    /// The modifier's name, such as `interactiveDismissDisabled`.
    public let name: String
    /// The value it was given, as text (`true`, `visible`, `popover`, `enabled(upThrough: medium)`).
    public let value: String

    init(identity: StandInIdentity, name: String, value: String, children: [StandInNode]) {
        self.name = name
        self.value = value
        super.init(identity: identity, children: children)
    }

    override public var summary: String { "\(name) \(value)" }
}
