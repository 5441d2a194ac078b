/// A control that runs an action when the user activates it, shown as its label.
// https://developer.apple.com/documentation/swiftui/button
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label>: View where Label: View {
    let action: @MainActor () -> Void
    let label: Label
    var role: ButtonRole?

    // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable)
extension Button: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @preconcurrency @_disfavoredOverload
    public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(action: action) { Text(title) }
    }

    // https://developer.apple.com/documentation/swiftui/button/init(_:role:action:)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @preconcurrency @_disfavoredOverload
    public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void)
    where S: StringProtocol {
        self.init(action: action) { Text(title) }
        self.role = role
    }
}

/// What a button is for: an alert or a confirmation dialog places and styles a button by its role.
// https://developer.apple.com/documentation/swiftui/buttonrole
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct ButtonRole: Equatable, Sendable {
    let name: String

    /// A button that cancels: SwiftUI's alert and dialog call it when they are dismissed
    /// without a choice.
    // https://developer.apple.com/documentation/swiftui/buttonrole/cancel
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let cancel = ButtonRole(name: "cancel")

    /// A button that deletes data or does something that cannot be undone.
    // https://developer.apple.com/documentation/swiftui/buttonrole/destructive
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    public static let destructive = ButtonRole(name: "destructive")
}

/// A control for editing a string through a binding.
// https://developer.apple.com/documentation/swiftui/textfield
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct TextField<Label>: View where Label: View {
    let title: String
    let text: Binding<String>

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable)
extension TextField: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TextField where Label == Text {
    // https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @_disfavoredOverload
    public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        self.title = String(title)
        self.text = text
    }
}

/// A control for switching a Boolean binding on and off.
// https://developer.apple.com/documentation/swiftui/toggle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Toggle<Label>: View where Label: View {
    let title: String
    let isOn: Binding<Bool>

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public var body: Never { primitiveBody(Self.self) }
}

@available(*, unavailable)
extension Toggle: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == Text {
    // https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @_disfavoredOverload
    public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
        self.title = String(title)
        self.isOn = isOn
    }
}
