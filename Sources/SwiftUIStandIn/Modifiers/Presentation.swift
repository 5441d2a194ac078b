extension View {
    /// Shows a sheet while `item` is not `nil`, made from the item; `onDismiss` runs when it
    /// goes away.
    // https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public func sheet<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        PresentationView(content: self, style: .sheet, item: item, onDismiss: onDismiss, presented: content)
    }

    /// Like `sheet(item:onDismiss:content:)`, but covering the whole screen.
    ///
    /// Unavailable on macOS, as in the SDK: the `@available(macOS, unavailable)` attribute is
    /// ignored on Linux, so the default build (which takes the non-macOS branches of
    /// `#if os(macOS)` code) can call it; the build with `TRELLIS_STANDIN_MACOS` defined marks it
    /// unavailable on every platform, so macOS branches cannot.
    // https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    #if TRELLIS_STANDIN_MACOS
        @available(*, unavailable, message: "fullScreenCover is not available on macOS")
    #endif
    public func fullScreenCover<Item, Content>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View where Item: Identifiable, Content: View {
        PresentationView(
            content: self, style: .fullScreenCover, item: item, onDismiss: onDismiss, presented: content)
    }

    /// Shows an alert titled `title`, with `actions` as its buttons and `message` under the title,
    /// while `isPresented` is `true`.
    // https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:message:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public func alert<S, A, M>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        AlertView(
            content: self, style: .alert, title: String(title), isPresented: isPresented, actions: actions(),
            message: message())
    }

    /// Shows an alert titled `title`, with `actions` as its buttons, while `isPresented` is
    /// `true`.
    // https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:actions:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public func alert<S, A>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View where S: StringProtocol, A: View {
        AlertView(
            content: self, style: .alert, title: String(title), isPresented: isPresented, actions: actions(),
            message: EmptyView())
    }

    /// Shows a confirmation dialog titled `title` (shown or not as `titleVisibility` says), with
    /// `actions` as its buttons and `message` under the title, while `isPresented` is `true`.
    // https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:actions:message:)
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @_disfavoredOverload
    public func confirmationDialog<S, A, M>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View where S: StringProtocol, A: View, M: View {
        AlertView(
            content: self, style: .confirmationDialog(titleVisibility), title: String(title),
            isPresented: isPresented, actions: actions(), message: message())
    }
}

/// Whether a part of the interface shows: `automatic` leaves it to the platform and the context.
// https://developer.apple.com/documentation/swiftui/visibility
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum Visibility: Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/visibility/automatic
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    case automatic
    // https://developer.apple.com/documentation/swiftui/visibility/visible
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    case visible
    // https://developer.apple.com/documentation/swiftui/visibility/hidden
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    case hidden
}

/// `sheet(item:…)`, `fullScreenCover(item:…)` and `popover(item:…)`.
struct PresentationView<Content: View, Item: Identifiable, Presented: View>: View, StandInPrimitive {
    let content: Content
    let style: StandInPresentationNode.Style
    let item: Binding<Item?>
    let onDismiss: (() -> Void)?
    let presented: (Item) -> Presented

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        let current = item.wrappedValue
        let currentID = current.map { AnyHashable($0.id) }
        let previous = context.exchangeLastValue(PresentedItem(id: nil), for: "\(style)") as? PresentedItem
        // One update presents at most one new layer: a presentation new in this render after
        // another one (from content being presented in this render, or a second presentation of
        // the same update) is dropped with a runtime warning, and stays dropped while its item
        // stays. Several presentations can go away in one update.
        var isDropped = false
        if let currentID {
            isDropped = context.dropsPresentation(
                "\(style) (item \(currentID.base))",
                shownBefore: previous?.id == currentID ? previous?.isDropped ?? false : nil,
                heldByDismissals: true)
        }
        _ = context.exchangeLastValue(PresentedItem(id: currentID, isDropped: isDropped), for: "\(style)")
        // SwiftUI calls onDismiss whenever a presented item goes away, by a gesture or by code,
        // once the dismissal is over: the presentation is dismissing until the renderer
        // finishes its transitions, and renders can come before that.
        // A sheet's or a cover's dismissal animates whether or not there is an `onDismiss` to
        // run after it. A popover has none: its content disappearing ends it, in the render
        // that removed it.
        if let previous, let previousID = previous.id, previousID != currentID, !previous.isDropped,
            style != .popover
        {
            context.beginDismissal(of: "\(style) (item \(previousID.base))", onDismiss: onDismiss ?? {})
        }
        var children = context.render(content, at: "content")
        let presentedNode = (isDropped ? nil : current).map { item in
            let presentedContext = context.appending("\(style)").appending(AnyHashable(item.id))
            return StandInSlotNode(
                identity: presentedContext.identity, name: "\(style) content",
                children: context.pass.render(presented(item), in: presentedContext))
        }
        children += presentedNode.map { [$0] } ?? []
        let binding = item
        return [
            StandInPresentationNode(
                identity: context.identity, style: style, itemID: currentID, presented: presentedNode,
                isDropped: isDropped, dismiss: { binding.wrappedValue = nil }, children: children)
        ]
    }
}

/// The id a presentation showed in a render (a struct, so a `nil` id cannot be cast to a value).
private struct PresentedItem {
    let id: AnyHashable?
    /// Whether the presentation was dropped (see ``PresentationView``).
    var isDropped = false
}

/// `alert(_:isPresented:actions:message:)` and `confirmationDialog(_:isPresented:…)`.
struct AlertView<Content: View, Actions: View, Message: View>: View, StandInPrimitive {
    let content: Content
    let style: StandInAlertNode.Style
    let title: String
    let isPresented: Binding<Bool>
    let actions: Actions
    let message: Message

    var body: Never { primitiveBody(Self.self) }

    func makeNodes(in context: StandInContext) -> [StandInNode] {
        // The content first: the presentations and dismissals of the views it is attached to
        // (a sheet's modifier inside this one) count before the alert does.
        var children = context.render(content, at: "content")
        let presented = isPresented.wrappedValue
        let previous = context.exchangeLastValue(AlertShown(), for: style.name) as? AlertShown
        // An alert or a dialog is a presentation like a sheet: one update presents at most one
        // new one, and none while a presentation is being dismissed (UIKit refuses it, and the
        // alert never shows); a dropped one stays dropped while `isPresented` stays `true`.
        var isDropped = false
        if presented {
            isDropped = context.dropsPresentation(
                "\(style.name) \"\(title)\"",
                shownBefore: previous?.isPresented == true ? previous?.isDropped ?? false : nil,
                heldByDismissals: true)
        }
        _ = context.exchangeLastValue(
            AlertShown(isPresented: presented, isDropped: isDropped), for: style.name)
        var actionsSlot: StandInSlotNode?
        if presented && !isDropped {
            let actionsContext = context.appending("\(style.name) actions")
            let messageContext = context.appending("\(style.name) message")
            let slot = StandInSlotNode(
                identity: actionsContext.identity, name: "\(style.name) actions",
                children: context.pass.render(actions, in: actionsContext))
            actionsSlot = slot
            children.append(slot)
            children.append(
                StandInSlotNode(
                    identity: messageContext.identity, name: "\(style.name) message",
                    children: context.pass.render(message, in: messageContext)))
        }
        return [
            StandInAlertNode(
                identity: context.identity, style: style, title: title, isPresented: isPresented,
                isDropped: isDropped, actions: actionsSlot, children: children)
        ]
    }
}

/// Whether an alert or a dialog showed in a render, and whether it was dropped (see ``AlertView``).
private struct AlertShown {
    var isPresented = false
    var isDropped = false
}
