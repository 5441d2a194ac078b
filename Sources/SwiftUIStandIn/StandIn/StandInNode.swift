// Not part of SwiftUI: the stand-in's test hooks. Nothing here exists in Apple's framework.

/// One node of a rendered tree: a view, a primitive or a modifier, with what it received.
///
/// Subclasses record what their view was given (a binding, an action, a string); queries find
/// them by class:
///
///     let tree = StandInRenderer().render(ContentView())
///     tree.first(StandInNavigationStackNode.self)?.path  // [AnyHashable]
///     tree.button(titled: "Save")?.tap()
///     #expect(tree.dump() == "...")
@MainActor
public class StandInNode {
    /// The node's structural position, as text (for messages; see `StandInRenderer`).
    public let identity: String
    /// The nodes rendered inside this one, in order.
    public let children: [StandInNode]

    init(identity: StandInIdentity, children: [StandInNode]) {
        self.identity = identity.description
        self.children = children
    }

    /// A one-line description of this node, as `dump()` prints it.
    public var summary: String { "Root" }

    /// The tree below and including this node, one node a line, indented two spaces a level.
    public func dump() -> String {
        var lines: [String] = []
        appendLines(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendLines(to lines: inout [String], depth: Int) {
        lines.append(String(repeating: "  ", count: depth) + summary)
        for child in children {
            child.appendLines(to: &lines, depth: depth + 1)
        }
    }

    /// All nodes of class `type` in this subtree, this node first, in depth-first order.
    public func find<T: StandInNode>(_ type: T.Type) -> [T] {
        var found: [T] = []
        if let node = self as? T {
            found.append(node)
        }
        for child in children {
            found += child.find(type)
        }
        return found
    }

    /// The first node of class `type` in this subtree, in depth-first order.
    public func first<T: StandInNode>(_ type: T.Type) -> T? {
        find(type).first
    }

    /// The strings of every `Text` in this subtree, in order.
    public var texts: [String] {
        find(StandInTextNode.self).map(\.string)
    }

    /// The buttons in this subtree whose label's text is `title`.
    public func buttons(titled title: String) -> [StandInButtonNode] {
        find(StandInButtonNode.self).filter { $0.title == title }
    }

    /// The first button in this subtree whose label's text is `title`.
    public func button(titled title: String) -> StandInButtonNode? {
        buttons(titled: title).first
    }

    /// The views (not primitives) of type name `typeName` in this subtree, e.g. `"DetailView"`.
    public func views(named typeName: String) -> [StandInViewNode] {
        find(StandInViewNode.self).filter { $0.typeName == typeName }
    }
}

/// A view with a body: the node of its type, its children the body's nodes.
public final class StandInViewNode: StandInNode {
    /// The view's type, as `String(describing:)` prints it.
    public let typeName: String

    init(identity: StandInIdentity, typeName: String, children: [StandInNode]) {
        self.typeName = typeName
        super.init(identity: identity, children: children)
    }

    override public var summary: String { typeName }
}

/// A named part of a primitive: a pushed destination, a presented sheet's content, an alert's
/// actions or message, a tab item's label.
public final class StandInSlotNode: StandInNode {
    /// What the part is, e.g. `"sheet content"`.
    public let name: String

    init(identity: StandInIdentity, name: String, children: [StandInNode]) {
        self.name = name
        super.init(identity: identity, children: children)
    }

    override public var summary: String { "\(name):" }
}

/// A `List`, `Form` or `ScrollView`.
public final class StandInContainerNode: StandInNode {
    /// `"List"`, `"Form"` or `"ScrollView"`.
    public let kind: String

    init(identity: StandInIdentity, kind: String, children: [StandInNode]) {
        self.kind = kind
        super.init(identity: identity, children: children)
    }

    override public var summary: String { kind }
}

/// A `Text`.
public final class StandInTextNode: StandInNode {
    /// The text's string.
    public let string: String

    init(identity: StandInIdentity, string: String) {
        self.string = string
        super.init(identity: identity, children: [])
    }

    override public var summary: String { "Text \"\(string)\"" }
}

/// A `Button`; its children are its label's nodes.
public final class StandInButtonNode: StandInNode {
    /// The button's role (`"cancel"`, `"destructive"`), or `nil` for a button without one.
    public let role: String?
    private let action: @MainActor () -> Void

    init(
        identity: StandInIdentity, role: String? = nil, action: @escaping @MainActor () -> Void,
        children: [StandInNode]
    ) {
        self.role = role
        self.action = action
        super.init(identity: identity, children: children)
    }

    /// The label's texts, joined by spaces.
    public var title: String { texts.joined(separator: " ") }

    /// Performs the button's action, as a tap would.
    public func tap() {
        action()
    }

    override public var summary: String { "Button \"\(title)\"" + (role.map { " role=\($0)" } ?? "") }
}

/// A `TextField`.
public final class StandInTextFieldNode: StandInNode {
    /// The field's title.
    public let title: String
    private let binding: Binding<String>

    init(identity: StandInIdentity, title: String, binding: Binding<String>) {
        self.title = title
        self.binding = binding
        super.init(identity: identity, children: [])
    }

    /// The bound text; setting it types into the field.
    public var text: String {
        get { binding.wrappedValue }
        set { binding.wrappedValue = newValue }
    }

    override public var summary: String { "TextField \"\(title)\" text=\"\(text)\"" }
}

/// A `Toggle`.
public final class StandInToggleNode: StandInNode {
    /// The toggle's title.
    public let title: String
    private let binding: Binding<Bool>

    init(identity: StandInIdentity, title: String, binding: Binding<Bool>) {
        self.title = title
        self.binding = binding
        super.init(identity: identity, children: [])
    }

    /// The bound value; setting it flips the toggle.
    public var isOn: Bool {
        get { binding.wrappedValue }
        set { binding.wrappedValue = newValue }
    }

    override public var summary: String { "Toggle \"\(title)\" isOn=\(isOn)" }
}

/// Not part of SwiftUI: the values a scene's `@SceneStorage` properties keep, by key.
///
/// A `StandInRenderer` is one scene and keeps them here; hand the same storage to a new
/// renderer to model the system recreating the scene (the values come back), a new one to
/// model a scene destroyed or another window (they don't). `@unchecked Sendable` so bindings
/// can reach it; the stand-in uses it only from the main actor.
public final class StandInSceneStorage: @unchecked Sendable {
    /// The kept values, by key.
    public internal(set) var values: [String: Any] = [:]

    /// Empty storage: a new scene.
    public init() {}
}
