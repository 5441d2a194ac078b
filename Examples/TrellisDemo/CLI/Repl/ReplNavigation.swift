import Foundation
import Trellis

// The generic navigation commands: they work on whatever coordinator is in front, parsing
// destinations through their own Codable conformance, and play the user on the coordinator
// in front, counting its entries (userDidPop(toEntryCount:), userDidDismiss(entryAt:),
// select(index:)).

extension Repl {
    /// The coordinators from the app down to the one in front.
    var frontmostPath: [any Coordinator] { LiveTree.frontmostPath(from: session.app) }

    /// The coordinator in front.
    var frontmost: any Coordinator { frontmostPath.last ?? session.app }

    func push(_ text: String) throws {
        let destination = try parseDestination(text)
        guard let flow = frontmost as? any FlowCoordinator else {
            throw DemoError(
                "push needs a flow in front, and \(name(of: frontmost)) is not one; present works over it")
        }
        try pushDestination(destination, on: flow)
    }

    func present(_ text: String) throws {
        var text = text
        var style = ModalStyle.sheet
        if text.hasSuffix("--cover") {
            style = .fullScreenCover
            text = String(text.dropLast("--cover".count))
        } else if text.hasSuffix("--popover") {
            style = .popover
            text = String(text.dropLast("--popover".count))
        }
        let destination = try parseDestination(text)
        switch frontmost {
        case let flow as any FlowCoordinator: try presentDestination(destination, style, on: flow)
        case let tabs as any TabCoordinator: try presentDestination(destination, style, on: tabs)
        case let root as any RootCoordinator: try presentDestination(destination, style, on: root)
        default: throw DemoError("\(name(of: frontmost)) cannot present")
        }
    }

    func pop() throws {
        guard let flow = frontmost as? any FlowCoordinator else {
            throw DemoError("pop needs a flow in front, and \(name(of: frontmost)) is not one")
        }
        flow.pop()
    }

    /// The Back button: pops the top pushed screen, looking up from the coordinator in front
    /// past flows that show only their root.
    func goBack() throws {
        for coordinator in frontmostPath.reversed() {
            guard let flow = coordinator as? any FlowCoordinator else { break }
            switch topPresentation(of: flow) {
            case .push?:
                popTop(of: flow)
                return
            case .sheet?, .fullScreenCover?, .popover?:
                throw DemoError("the screen in front is a sheet or a cover: use dismiss")
            case nil:
                continue
            }
        }
        throw DemoError("there is nothing to go back to")
    }

    /// A swipe down: dismisses the sheet or cover in front, wherever it is presented.
    func dismissModal() throws {
        for coordinator in frontmostPath.reversed() {
            switch coordinator {
            case let flow as any FlowCoordinator:
                if let presentation = topPresentation(of: flow), presentation != .push {
                    dismissTop(of: flow)
                    return
                }
            case let tabs as any TabCoordinator:
                if dismissTopModal(of: tabs) { return }
            case let root as any RootCoordinator:
                if dismissTopModal(of: root) { return }
            default:
                break
            }
        }
        throw DemoError("no sheet or cover is in front")
    }

    func selectTab(_ text: String) throws {
        guard let tabs = frontmostPath.last(where: { $0 is any TabCoordinator }) as? any TabCoordinator else {
            throw DemoError("no tabs are showing")
        }
        try selectNamedTab(text, in: tabs)
    }

    func listDestinations() {
        let coordinator = frontmost
        Console.out("In front: \(name(of: coordinator))")
        if let examples = type(of: coordinator) as? any DestinationExamples.Type {
            for destination in examples.exampleDestinations { Console.out("  \(destination)") }
        } else {
            Console.out("  (its destinations cannot be typed in: its Destinations is not Codable)")
        }
    }

    func parseDestination(_ text: String) throws -> TypedDestination {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { throw DemoError("a destination is missing, e.g. .product(id: 7)") }
        do {
            return TypedDestination(text: text, json: try DestinationParser.json(for: text))
        } catch {
            throw DemoError("cannot read the destination \(text): \(error)")
        }
    }

    func name(of coordinator: any Coordinator) -> String {
        String(describing: type(of: coordinator))
    }
}

/// A destination as typed, and its JSON.
struct TypedDestination {
    var text: String
    var json: Data

    func decode<C: Coordinator>(for coordinator: C.Type) throws -> C.Destinations {
        try DestinationDecoding.decode(C.Destinations.self, from: json, text: text, for: "\(C.self)")
    }
}

@MainActor
private func pushDestination<F: FlowCoordinator>(_ destination: TypedDestination, on flow: F) throws {
    flow.route(to: try destination.decode(for: F.self))
}

@MainActor
private func presentDestination<F: FlowCoordinator>(
    _ destination: TypedDestination, _ style: ModalStyle, on flow: F
) throws {
    flow.present(try destination.decode(for: F.self), as: style)
}

@MainActor
private func presentDestination<T: TabCoordinator>(
    _ destination: TypedDestination, _ style: ModalStyle, on tabs: T
) throws {
    tabs.present(try destination.decode(for: T.self), as: style)
}

@MainActor
private func presentDestination<R: RootCoordinator>(
    _ destination: TypedDestination, _ style: ModalStyle, on root: R
) throws {
    root.present(try destination.decode(for: R.self), as: style)
}

@MainActor
private func topPresentation<F: FlowCoordinator>(of flow: F) -> Presentation? {
    flow.navigation.entries.last?.presentation
}

@MainActor
private func popTop<F: FlowCoordinator>(of flow: F) {
    flow.userDidPop(toEntryCount: flow.navigation.entries.count - 1)
}

@MainActor
private func dismissTop<F: FlowCoordinator>(of flow: F) {
    flow.userDidDismiss(entryAt: flow.navigation.entries.count - 1)
}

@MainActor
private func dismissTopModal<T: TabCoordinator>(of tabs: T) -> Bool {
    guard !tabs.navigation.entries.isEmpty else { return false }
    tabs.userDidDismiss(entryAt: tabs.navigation.entries.count - 1)
    return true
}

@MainActor
private func dismissTopModal<R: RootCoordinator>(of root: R) -> Bool {
    guard !root.navigation.entries.isEmpty else { return false }
    root.userDidDismiss(entryAt: root.navigation.entries.count - 1)
    return true
}

@MainActor
private func selectNamedTab<T: TabCoordinator>(_ text: String, in tabs: T) throws {
    let names = tabs.navigation.tabs.map { String(describing: $0.destination) }
    let wanted = text.hasPrefix(".") ? String(text.dropFirst()) : text
    guard let index = Int(wanted) ?? names.firstIndex(of: wanted), names.indices.contains(index) else {
        throw DemoError(
            "no tab \(text); the tabs are \(names.joined(separator: ", ")) (or 0...\(names.count - 1))")
    }
    tabs.select(index: index)
}
