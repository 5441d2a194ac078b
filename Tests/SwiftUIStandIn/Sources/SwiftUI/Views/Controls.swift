/// A control that performs an action when triggered.
// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label>: View where Label: View {
    let action: () -> Void
    let label: Label

    /// The newest SDK types `action` `@MainActor () -> Void` and earlier ones `() -> Void`; the
    /// stand-in declares the latter, which every closure written for both satisfies.
    // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    public init<S>(_ title: S, action: @escaping () -> Void) where S: StringProtocol {
        self.init(action: action) { Text(title) }
    }
}

/// A control that displays an editable text interface.
// https://developer.apple.com/documentation/swiftui/textfield
public struct TextField<Label>: View where Label: View {
    let title: String
    let text: Binding<String>

    public var body: Never { primitiveBody(Self.self) }
}

extension TextField where Label == Text {
    // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        self.title = String(title)
        self.text = text
    }
}

/// A control that toggles between on and off states.
// https://developer.apple.com/documentation/swiftui/toggle
public struct Toggle<Label>: View where Label: View {
    let title: String
    let isOn: Binding<Bool>

    public var body: Never { primitiveBody(Self.self) }
}

extension Toggle where Label == Text {
    // https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)
    public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
        self.title = String(title)
        self.isOn = isOn
    }
}
