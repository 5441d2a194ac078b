// Not part of SwiftUI: how the stand-in's renderer makes nodes for the built-in views.
// Grouping views (tuples, conditionals, `Group`, `ForEach`, `AnyView`) make no node of their
// own: their children join the parent's, as SwiftUI flattens them into the parent's list.

extension EmptyView: StandInPrimitive {
    @MainActor func makeNodes(in context: StandInContext) -> [StandInNode] { [] }
}

extension Never: StandInPrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] { [] }
}

extension AnyView: StandInPrimitive {
    @MainActor func makeNodes(in context: StandInContext) -> [StandInNode] {
        context.render(view, at: String(describing: type(of: view)))
    }
}

extension TupleView: StandInPrimitive {
    @MainActor func makeNodes(in context: StandInContext) -> [StandInNode] {
        let mirror = Mirror(reflecting: value)
        let elements: [Any] = mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [value]
        return elements.enumerated().flatMap { index, element in
            (element as? any View).map { context.render($0, at: index) } ?? []
        }
    }
}

extension _ConditionalContent: StandInPrimitive where TrueContent: View, FalseContent: View {
    @MainActor func makeNodes(in context: StandInContext) -> [StandInNode] {
        switch storage {
        case .trueContent(let content): context.render(content, at: "if")
        case .falseContent(let content): context.render(content, at: "else")
        }
    }
}

extension Optional: StandInPrimitive where Wrapped: View {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        map { context.render($0, at: "some") } ?? []
    }
}

extension Group: StandInPrimitive where Content: View {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        context.render(content, at: 0)
    }
}

extension ForEach: StandInPrimitive where Content: View {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        data.flatMap { element in context.render(content(element), at: AnyHashable(elementID(element))) }
    }
}

extension Text: StandInPrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        [StandInTextNode(identity: context.identity, string: string)]
    }
}

extension Button: StandInPrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        [
            StandInButtonNode(
                identity: context.identity, role: role?.name, action: action,
                children: context.render(label, at: "label"))
        ]
    }
}

extension TextField: StandInPrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        [StandInTextFieldNode(identity: context.identity, title: title, binding: text)]
    }
}

extension Toggle: StandInPrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        [StandInToggleNode(identity: context.identity, title: title, binding: isOn)]
    }
}

extension List: StandInPrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        [
            StandInContainerNode(
                identity: context.identity, kind: "List", children: context.render(content, at: 0))
        ]
    }
}

extension Form: StandInPrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        [
            StandInContainerNode(
                identity: context.identity, kind: "Form", children: context.render(content, at: 0))
        ]
    }
}

extension ScrollView: StandInPrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        [
            StandInContainerNode(
                identity: context.identity, kind: "ScrollView", children: context.render(content, at: 0))
        ]
    }
}

extension LazyVStack: StandInPrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        [
            StandInContainerNode(
                identity: context.identity, kind: "LazyVStack", children: context.render(content, at: 0))
        ]
    }
}

extension Color: StandInPrimitive {
    func makeNodes(in context: StandInContext) -> [StandInNode] {
        [StandInContainerNode(identity: context.identity, kind: "Color.\(name)", children: [])]
    }
}
