import Trellis
import TrellisFuzzSupport

// A model target (``ModelTarget``) written with the library's public factories, as an app
// writes its targets, and applied to a session coordinator.

@MainActor
enum SessionTargets {
    /// `coordinator.navigate(to:)` with `target`; `nil` when the coordinator is not of the
    /// target's kind (a reaction whose coordinator changed).
    static func navigate(_ coordinator: any Coordinator, to target: ModelTarget) -> NavigationTargetReport? {
        switch (coordinator, target.kind) {
        case (let app as SessionApp, .app): app.navigate(to: root(target, SessionApp.self))
        case (let root as SessionSwitch, .switcher): root.navigate(to: Self.root(target, SessionSwitch.self))
        case (let tabs as SessionTabs, .tabs): tabs.navigate(to: Self.tabs(target))
        case (let flow as SessionFlow, .flow): flow.navigate(to: Self.flow(target, SessionFlow.self))
        case (let flow as SeededFlow, .seeded): flow.navigate(to: Self.flow(target, SeededFlow.self))
        case (let flow as SessionLegacyFlow, .legacy):
            flow.navigate(to: Self.flow(target, SessionLegacyFlow.self))
        default: nil
        }
    }

    static func flow<F: PlaceFlow>(_ target: ModelTarget, _: F.Type) -> NavigationTarget<F> {
        let path = target.stacked.map { entry($0, F.self) }
        guard let root = target.base else { return F.target(path: path) }
        guard let child = root.child else {
            return F.target(root: F.destination(for: root.place), path: path)
        }
        return typed(child).flow(root: F.destination(for: root.place), path: path)
    }

    static func root<R: PlaceRoot>(_ target: ModelTarget, _: R.Type) -> NavigationTarget<R> {
        let modals = target.stacked.map { modal($0, R.self) }
        let root = target.base ?? ModelTargetSlot(.home)
        guard let child = root.child else { return R.target(root: root.place, modals: modals) }
        return typed(child).root(root: root.place, modals: modals)
    }

    static func tabs(_ target: ModelTarget) -> NavigationTarget<SessionTabs> {
        let modals = target.stacked.map { modal($0, SessionTabs.self) }
        let tab = target.base ?? ModelTargetSlot(.home)
        guard let child = tab.child else { return SessionTabs.target(tab: tab.place, modals: modals) }
        return typed(child).tabs(tab: tab.place, modals: modals)
    }

    private static func entry<F: PlaceFlow>(_ slot: ModelTargetSlot, _: F.Type) -> TargetEntry<F> {
        let destination = F.destination(for: slot.place)
        guard slot.presentation == .push else { return modal(slot, destination) }
        guard let child = slot.child else { return .push(destination) }
        return typed(child).push(destination)
    }

    private static func modal<C: Coordinator>(_ slot: ModelTargetSlot, _: C.Type) -> TargetEntry<C>
    where C.Destinations == Place {
        modal(slot, slot.place)
    }

    private static func modal<C: Coordinator>(_ slot: ModelTargetSlot, _ destination: C.Destinations)
        -> TargetEntry<C>
    {
        let style: ModalStyle = slot.presentation == .fullScreenCover ? .fullScreenCover : .sheet
        guard let child = slot.child else { return .present(destination, as: style) }
        return typed(child).present(destination, as: style)
    }

    /// The target of a child, with its coordinator type.
    private static func typed(_ target: ModelTarget) -> any ChildTarget {
        switch target.kind {
        case .app: TypedChildTarget(target: root(target, SessionApp.self))
        case .switcher: TypedChildTarget(target: root(target, SessionSwitch.self))
        case .tabs: TypedChildTarget(target: tabs(target))
        case .flow: TypedChildTarget(target: flow(target, SessionFlow.self))
        case .seeded: TypedChildTarget(target: flow(target, SeededFlow.self))
        case .legacy: TypedChildTarget(target: flow(target, SessionLegacyFlow.self))
        }
    }
}
