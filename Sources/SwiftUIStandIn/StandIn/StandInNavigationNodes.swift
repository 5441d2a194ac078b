// Not part of SwiftUI: the stand-in's test hooks. Nothing here exists in Apple's framework.

/// A `NavigationStack`: its path, its destinations, its root's nodes followed by one
/// `destination [i] element` slot per path element (with the destination's nodes).
public final class StandInNavigationStackNode: StandInNode {
    private let erasedPath: StandInErasedPath
    private let registry: StandInDestinationRegistry
    private let environment: EnvironmentValues

    init(
        identity: StandInIdentity, path: StandInErasedPath, registry: StandInDestinationRegistry,
        environment: EnvironmentValues, children: [StandInNode]
    ) {
        self.erasedPath = path
        self.registry = registry
        self.environment = environment
        super.init(identity: identity, children: children)
    }

    /// The path's elements; setting it writes the path binding, as a push or a back gesture does.
    ///
    /// Elements that are not of the path's element type are dropped when set.
    public var path: [AnyHashable] {
        get { erasedPath.elements() }
        set { erasedPath.setElements(newValue) }
    }

    /// The user popped back so that `count` elements remain (a back button, an edge swipe, a
    /// long-press pop to an earlier screen): one write of the path binding with the shorter
    /// path, however many screens leave. A count at or above the path's does nothing.
    public func popGesture(toCount count: Int) {
        let elements = path
        guard count >= 0, count < elements.count else { return }
        path = Array(elements.prefix(count))
    }

    /// The data types `navigationDestination(for:destination:)` registered, in order.
    public var destinationTypes: [Any.Type] {
        registry.registrations.map(\.dataType)
    }

    /// The pushed destinations' slots, one per path element, in path order.
    public var pushed: [StandInSlotNode] {
        children.compactMap { $0 as? StandInSlotNode }
    }

    /// Renders the destination registered for `element`'s type, or returns `nil` if none is.
    ///
    /// The view renders in a renderer of its own: it keeps no state, and its actions run at once.
    public func renderDestination(for element: AnyHashable) -> StandInNode? {
        registry.view(for: element).map { StandInRenderer(environment: environment).render($0) }
    }

    override public var summary: String {
        "NavigationStack path=[\(path.map { "\($0.base)" }.joined(separator: ", "))]"
    }
}

/// A `sheet(item:…)`, `fullScreenCover(item:…)` or `popover(item:…)`: its children are the modified view's nodes,
/// then, while an item is presented, a `sheet content` slot with the presented view's nodes.
public final class StandInPresentationNode: StandInNode {
    /// How the content is presented.
    public enum Style: Sendable, CustomStringConvertible {
        case sheet
        case fullScreenCover
        case popover

        public var description: String {
            switch self {
            case .sheet: "sheet"
            case .fullScreenCover: "fullScreenCover"
            case .popover: "popover"
            }
        }
    }

    /// How the content is presented.
    public let style: Style
    /// The presented item's `id`, or `nil` when nothing is presented.
    public let itemID: AnyHashable?
    /// The presented content's slot, or `nil` when nothing is presented (or the presentation
    /// was dropped).
    public let presented: StandInSlotNode?
    /// Whether the item was set in an update that already presented something new, so the
    /// presentation was dropped (with a runtime warning) and stays dropped while the item stays.
    public let isDropped: Bool
    private let dismissAction: () -> Void

    init(
        identity: StandInIdentity, style: Style, itemID: AnyHashable?, presented: StandInSlotNode?,
        isDropped: Bool = false, dismiss: @escaping () -> Void, children: [StandInNode]
    ) {
        self.style = style
        self.itemID = itemID
        self.presented = presented
        self.isDropped = isDropped
        self.dismissAction = dismiss
        super.init(identity: identity, children: children)
    }

    /// Whether an item is presented: set, and not dropped.
    public var isPresented: Bool { itemID != nil && !isDropped }

    /// Sets the item binding to `nil`, as a swipe down (a tap outside a popover) does; the next
    /// render removes the presentation, and its `onDismiss` runs when the renderer finishes its
    /// transitions (``StandInRenderer/finishTransitions()``).
    public func dismiss() {
        dismissAction()
    }

    override public var summary: String {
        "\(style) item=\(itemID.map { "\($0.base)" } ?? "nil")\(isDropped ? " (dropped)" : "")"
    }
}

/// An `alert(_:isPresented:…)` or a `confirmationDialog(_:isPresented:…)`: its children are the
/// modified view's nodes, then, while presented, the `alert actions` and `alert message` slots
/// (`confirmationDialog actions`, `confirmationDialog message`).
public final class StandInAlertNode: StandInNode {
    /// An alert, or a confirmation dialog with its title's visibility.
    public enum Style: Sendable, Equatable {
        case alert
        case confirmationDialog(Visibility)

        var name: String {
            switch self {
            case .alert: "alert"
            case .confirmationDialog: "confirmationDialog"
            }
        }
    }

    /// An alert or a confirmation dialog.
    public let style: Style
    /// The title.
    public let title: String
    /// The actions' slot, or `nil` when it is not presented (or was dropped).
    public let actions: StandInSlotNode?
    /// Whether SwiftUI would not show it although `isPresented` is `true`: it came in an update
    /// that presented something else, or while a presentation was being dismissed (a runtime
    /// warning says which); it stays dropped while `isPresented` stays `true`.
    public let isDropped: Bool
    private let binding: Binding<Bool>

    init(
        identity: StandInIdentity, style: Style = .alert, title: String, isPresented: Binding<Bool>,
        isDropped: Bool = false, actions: StandInSlotNode?, children: [StandInNode]
    ) {
        self.style = style
        self.title = title
        self.binding = isPresented
        self.isDropped = isDropped
        self.actions = actions
        super.init(identity: identity, children: children)
    }

    /// The `isPresented` binding's value; setting it writes the binding.
    public var isPresented: Bool {
        get { binding.wrappedValue }
        set { binding.wrappedValue = newValue }
    }

    /// Taps the action button titled `title`, then sets `isPresented` to `false`, as SwiftUI does
    /// after a button's action; returns `false` if it is not presented or has no such button.
    @discardableResult
    public func tapAction(titled title: String) -> Bool {
        guard let button = actions?.button(titled: title) else { return false }
        button.tap()
        isPresented = false
        return true
    }

    override public var summary: String {
        let dropped = isDropped ? " (dropped)" : ""
        return switch style {
        case .alert: "alert \"\(title)\" isPresented=\(isPresented)\(dropped)"
        case .confirmationDialog(let visibility):
            "confirmationDialog \"\(title)\" titleVisibility=\(visibility) isPresented=\(isPresented)\(dropped)"
        }
    }
}

/// A `TabView`: its children are the tabs' nodes.
public final class StandInTabViewNode: StandInNode {
    private let readSelection: (() -> AnyHashable)?
    private let writeSelection: (AnyHashable) -> Bool

    init(
        identity: StandInIdentity, selection: (() -> AnyHashable)?, select: @escaping (AnyHashable) -> Bool,
        children: [StandInNode]
    ) {
        self.readSelection = selection
        self.writeSelection = select
        super.init(identity: identity, children: children)
    }

    /// The selection binding's value, or `nil` for a tab view without one.
    public var selection: AnyHashable? { readSelection?() }

    /// Each tab's tag: the first `tag(_:)` in each tab's nodes, in order.
    public var tags: [AnyHashable] {
        children.compactMap { $0.first(StandInTagNode.self)?.tag }
    }

    /// The tab whose first `tag(_:)` is `tag`, or `nil`.
    public func tab(tagged tag: AnyHashable) -> StandInNode? {
        children.first { $0.first(StandInTagNode.self)?.tag == tag }
    }

    /// Writes `tag` to the selection binding, as tapping its tab does; returns `false` if the tab
    /// view has no selection binding or `tag` is not of its selection type.
    @discardableResult
    public func select(_ tag: AnyHashable) -> Bool {
        writeSelection(tag)
    }

    override public var summary: String {
        "TabView selection=\(selection.map { "\($0.base)" } ?? "nil")"
    }
}

/// A `tag(_:)`.
public final class StandInTagNode: StandInNode {
    /// The tag value.
    public let tag: AnyHashable

    init(identity: StandInIdentity, tag: AnyHashable, children: [StandInNode]) {
        self.tag = tag
        super.init(identity: identity, children: children)
    }

    override public var summary: String { "tag \(tag.base)" }
}

/// A `tabItem(_:)`: its children are the modified view's nodes, then the `tab item` slot.
public final class StandInTabItemNode: StandInNode {
    /// The label's slot.
    public let label: StandInSlotNode

    init(identity: StandInIdentity, label: StandInSlotNode, children: [StandInNode]) {
        self.label = label
        super.init(identity: identity, children: children)
    }

    override public var summary: String { "tabItem" }
}

/// An `id(_:)`.
public final class StandInIDNode: StandInNode {
    /// The id value.
    public let id: AnyHashable

    init(identity: StandInIdentity, id: AnyHashable, children: [StandInNode]) {
        self.id = id
        super.init(identity: identity, children: children)
    }

    override public var summary: String { "id \(id.base)" }
}

/// A `scrollPosition(id:anchor:)`.
public final class StandInScrollPositionNode: StandInNode {
    /// The bound scroll position's id, or `nil`.
    public let id: AnyHashable?
    /// The anchor passed to the modifier.
    public let anchor: UnitPoint?
    private let scroll: (AnyHashable?) -> Bool

    init(
        identity: StandInIdentity, id: AnyHashable?, anchor: UnitPoint?,
        scroll: @escaping (AnyHashable?) -> Bool,
        children: [StandInNode]
    ) {
        self.id = id
        self.anchor = anchor
        self.scroll = scroll
        super.init(identity: identity, children: children)
    }

    /// Writes `id` to the binding, as scrolling to that view does; returns `false` if `id` is
    /// not of the binding's type.
    @discardableResult
    public func scroll(to id: AnyHashable?) -> Bool {
        scroll(id)
    }

    override public var summary: String { "scrollPosition id=\(id.map { "\($0.base)" } ?? "nil")" }
}

/// A `NavigationLink(value:label:)`: its value, and its label's nodes.
public final class StandInNavigationLinkNode: StandInNode {
    /// The link's value; `nil` for a disabled link.
    public let value: AnyHashable?
    private let activate: @MainActor () -> Void

    init(
        identity: StandInIdentity, value: AnyHashable?, activate: @escaping @MainActor () -> Void,
        children: [StandInNode]
    ) {
        self.value = value
        self.activate = activate
        super.init(identity: identity, children: children)
    }

    /// Taps the link: its value is appended to the enclosing navigation stack's path, in one
    /// write of the path binding. A link outside a stack, or whose value's type no
    /// `navigationDestination(for:)` of the stack registers (or its typed path can't hold),
    /// does nothing but record a runtime warning; a `nil` value does nothing.
    public func tap() {
        activate()
    }

    override public var summary: String {
        "NavigationLink value=\(value.map { "\($0.base)" } ?? "nil")"
    }
}
