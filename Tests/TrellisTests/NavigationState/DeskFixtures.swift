import Foundation
import Trellis

/// A desk app (a root coordinator and a tab set, both with modals) before and after an update
/// that removed `.archive` and retyped `.note(id:)` from `Int` to `String`: the destinations a
/// restore skips in the middle of a stack of modals, or as a root or a tab.
enum DeskV1 {
    @MainActor
    final class Desk: RootCoordinator {
        enum Destinations: Codable, Hashable { case inbox, archive, note(id: Int), draft(id: Int) }
        let navigation = RootNavigation<Desk>(root: .inbox)

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            if case .draft = destination { Pad() } else { nil }
        }
    }

    @MainActor
    final class Tabs: TabCoordinator {
        enum Destinations: Codable, Hashable { case feed, saved, note(id: Int), share, draft(id: Int) }
        let navigation: TabNavigation<Tabs>

        init(tabs: [Destinations] = [.feed, .saved]) {
            navigation = TabNavigation(tabs: tabs)
        }

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            if case .draft = destination { Pad() } else { nil }
        }
    }

    /// What a draft hosts; unchanged by the update.
    @MainActor
    final class Pad: FlowCoordinator {
        enum Destinations: Codable, Hashable { case page, more }
        let navigation = FlowNavigation<Pad>(root: .page)
    }
}

/// ``DeskV1`` after the update. Each type was `DeskV1.<name>` then
/// (``Coordinator/formerTypeNames``), so a version-1 snapshot restores into them as it is.
enum DeskV2 {
    /// The report's item for `type` restored at `path` from a snapshot naming `DeskV1.<type>`.
    static func renamed(_ type: String, at path: String = "") -> RestorationReport.Migration {
        .init(
            path: path, coordinatorType: type, formerTypeName: "TrellisTests.DeskV1.\(type)",
            currentTypeName: "TrellisTests.DeskV2.\(type)")
    }

    @MainActor
    final class Desk: RootCoordinator {
        static let formerTypeNames = ["TrellisTests.DeskV1.Desk"]

        enum Destinations: Codable, Hashable { case inbox, note(id: String), draft(id: Int) }
        let navigation = RootNavigation<Desk>(root: .inbox)

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            if case .draft = destination { Pad() } else { nil }
        }
    }

    @MainActor
    final class Tabs: TabCoordinator {
        static let formerTypeNames = ["TrellisTests.DeskV1.Tabs"]

        enum Destinations: Codable, Hashable { case feed, saved, note(id: String), share, draft(id: Int) }
        let navigation = TabNavigation<Tabs>(tabs: [.feed, .saved])

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            if case .draft = destination { Pad() } else { nil }
        }
    }

    @MainActor
    final class Pad: FlowCoordinator {
        static let formerTypeNames = ["TrellisTests.DeskV1.Pad"]

        enum Destinations: Codable, Hashable { case page, more }
        let navigation = FlowNavigation<Pad>(root: .page)
    }
}

extension DeskV1.Desk {
    /// Version 1's desk showing `.inbox` under a draft sheet, a note sheet (which version 2
    /// cannot decode) and a draft full-screen cover whose pad shows `.more`.
    static func withNoteBetweenDrafts() -> DeskV1.Desk {
        let desk = DeskV1.Desk()
        desk.present(.draft(id: 1))
        desk.present(.note(id: 7))
        desk.present(.draft(id: 2), as: .fullScreenCover) { (pad: DeskV1.Pad) in pad.route(to: .more) }
        return desk
    }
}
