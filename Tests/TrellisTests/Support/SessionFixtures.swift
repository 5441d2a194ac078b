import Trellis

// The app the random sessions drive. Every coordinator uses the same destinations (`Place`)
// and the same rule for which destination hosts which child (`SessionKind.hosted(by:)`), so
// the reference model stays small; the tree still has every shape: a root coordinator over
// flows and tab sets, a seeded flow, a root coordinator nested in a flow, a flow whose
// destinations are not Codable, and an excluded destination.

/// The destinations of every session coordinator.
enum Place: Codable, Hashable {
    case home, welcome, secret
    case detail(Int)
    case flow, seeded, tabs, switcher, legacy, login, guest, main
}

/// The coordinator types of the sessions, as the model sees them.
enum SessionKind: CaseIterable {
    case app, flow, seeded, tabs, switcher, legacy

    /// The child a destination hosts (the same rule for every coordinator).
    static func hosted(by place: Place) -> SessionKind? {
        switch place {
        case .flow: .flow
        case .seeded, .login, .guest: .seeded
        case .tabs, .main: .tabs
        case .switcher: .switcher
        case .legacy: .legacy
        case .home, .welcome, .secret, .detail: nil
        }
    }

    /// `.secret` is left out of snapshots by every coordinator that can capture.
    static func isExcluded(_ place: Place) -> Bool { place == .secret }

    var typeName: String {
        switch self {
        case .app: "SessionApp"
        case .flow: "SessionFlow"
        case .seeded: "SeededFlow"
        case .tabs: "SessionTabs"
        case .switcher: "SessionSwitch"
        case .legacy: "SessionLegacyFlow"
        }
    }

    enum Shape: String { case flow, tab, root }

    var shape: Shape {
        switch self {
        case .app, .switcher: .root
        case .flow, .seeded, .legacy: .flow
        case .tabs: .tab
        }
    }

    var isCodable: Bool { self != .legacy }

    @MainActor
    func make() -> any Coordinator {
        SessionHooks.duringMakeChild?()
        if let inTree = SessionHooks.inTreeChild {
            SessionHooks.inTreeChild = nil
            return inTree()
        }
        return switch self {
        case .app: SessionApp()
        case .flow: SessionFlow()
        case .seeded: SeededFlow()
        case .tabs: SessionTabs()
        case .switcher: SessionSwitch()
        case .legacy: SessionLegacyFlow()
        }
    }
}

/// App code the session coordinators run from `makeChild(for:)`, set by a session step that
/// makes child factories hostile.
@MainActor
enum SessionHooks {
    static var duringMakeChild: (@MainActor () -> Void)?
    /// Set by a step whose `makeChild(for:)` returns a coordinator already in the tree
    /// (SessionHostileSteps.swift); used once.
    static var inTreeChild: (@MainActor () -> any Coordinator)?
}

/// A session flow: its destinations are `Place`s, or wrap them.
@MainActor
protocol PlaceFlow: FlowCoordinator where Destinations: Equatable {
    static func destination(for place: Place) -> Destinations
    static func place(of destination: Destinations) -> Place
}

extension PlaceFlow where Destinations == Place {
    static func destination(for place: Place) -> Place { place }
    static func place(of destination: Place) -> Place { destination }
}

/// A session root coordinator.
@MainActor
protocol PlaceRoot: RootCoordinator where Destinations == Place {}

@MainActor
final class SessionApp: PlaceRoot {
    let navigation = RootNavigation<SessionApp>(root: .login)
    func makeChild(for destination: Place) -> (any Coordinator)? {
        SessionKind.hosted(by: destination)?.make()
    }
    func snapshotPolicy(for destination: Place) -> SnapshotPolicy {
        SessionKind.isExcluded(destination) ? .exclude : .include
    }
}

@MainActor
final class SessionSwitch: PlaceRoot {
    let navigation = RootNavigation<SessionSwitch>(root: .flow)
    func makeChild(for destination: Place) -> (any Coordinator)? {
        SessionKind.hosted(by: destination)?.make()
    }
    func snapshotPolicy(for destination: Place) -> SnapshotPolicy {
        SessionKind.isExcluded(destination) ? .exclude : .include
    }
}

@MainActor
final class SessionTabs: TabCoordinator {
    let navigation = TabNavigation<SessionTabs>(tabs: [.flow, .home, .seeded])
    func makeChild(for destination: Place) -> (any Coordinator)? {
        SessionKind.hosted(by: destination)?.make()
    }
    func snapshotPolicy(for destination: Place) -> SnapshotPolicy {
        SessionKind.isExcluded(destination) ? .exclude : .include
    }
}

@MainActor
final class SessionFlow: PlaceFlow {
    let navigation = FlowNavigation<SessionFlow>(root: .home)
    func makeChild(for destination: Place) -> (any Coordinator)? {
        SessionKind.hosted(by: destination)?.make()
    }
    func snapshotPolicy(for destination: Place) -> SnapshotPolicy {
        SessionKind.isExcluded(destination) ? .exclude : .include
    }
}

/// A flow declared with a pushed destination above its root.
@MainActor
final class SeededFlow: PlaceFlow {
    let navigation = FlowNavigation<SeededFlow>(root: .welcome, pushing: [.detail(1)])
    func makeChild(for destination: Place) -> (any Coordinator)? {
        SessionKind.hosted(by: destination)?.make()
    }
    func snapshotPolicy(for destination: Place) -> SnapshotPolicy {
        SessionKind.isExcluded(destination) ? .exclude : .include
    }
}

/// A `Place` that is not Codable, printed like the place it wraps.
struct LegacyPlace: Hashable, CustomStringConvertible {
    var place: Place
    var description: String { String(describing: place) }
}

/// A flow whose destinations are not Codable: snapshots record it without state. Its root
/// hosts a child, so restoring it must reset that child too.
@MainActor
final class SessionLegacyFlow: PlaceFlow {
    let navigation = FlowNavigation<SessionLegacyFlow>(root: LegacyPlace(place: .flow))
    static func destination(for place: Place) -> LegacyPlace { LegacyPlace(place: place) }
    static func place(of destination: LegacyPlace) -> Place { destination.place }
    func makeChild(for destination: LegacyPlace) -> (any Coordinator)? {
        SessionKind.hosted(by: destination.place)?.make()
    }
}
