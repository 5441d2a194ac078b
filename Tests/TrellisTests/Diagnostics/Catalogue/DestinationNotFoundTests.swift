import Testing
import Trellis

/// `destinationNotFound`: a destination to pop to, select or remove is not there; the call
/// returns `false` and changes nothing.
///
/// | Documented sentence | Test |
/// | --- | --- |
/// | "A destination to select, remove or pop to is not there" (the kind); "returns `false` and changes nothing when none matches" (`popToFirst(where:)` and the other pops) | `notFound(_:)` pops |
/// | "Selects the first tab showing `destination`; returns `false` when there is none" (`selectFirstTab`, `selectLastTab`) | `notFound(_:)` selections |
/// | "Refusals and skips that are not errors (… a destination not found) are reported" (CoordinatorsAndTheTree) — the removals | `notFound(_:)` removals |
/// | the same calls on a destination that is there (the root counts for a pop): no diagnostic | `found(_:)` |
@MainActor
@Suite("Diagnostics catalogue: destinationNotFound")
struct DestinationNotFoundTests {
    enum Call: String, CaseIterable, Sendable {
        case popToFirst, popToLast, popToFirstWhere, popToLastWhere, popToFirstWithClosure
        case selectFirstTab, selectLastTab, selectFirstTabWhere, selectLastTabWhereWithClosure
        case removeFirstTab, removeLastTab
    }

    /// Makes `call` looking for `present` (`true`) or for a destination that is not there;
    /// returns the call's result and what it raised.
    private static func make(_ call: Call, present: Bool) -> (
        result: Bool, tree: String, diagnostics: [String]
    ) {
        let home = HomeFlowCoordinator(pushing: [.detail(id: 1), .compose, .settings])
        let tabs = MainTabCoordinator()
        let found: HomeFlowCoordinator.Destinations =
            call == .popToFirstWithClosure ? .compose : .detail(id: 1)
        let target: HomeFlowCoordinator.Destinations = present ? found : .detail(id: 2)
        let tab: MainTabCoordinator.Destinations = present ? .search : .inbox
        var result = false
        let diagnostics = recordingDiagnostics(of: home, tabs) {
            switch call {
            case .popToFirst: result = home.popToFirst(target)
            case .popToLast: result = home.popToLast(target)
            case .popToFirstWhere: result = home.popToFirst(where: { $0 == target })
            case .popToLastWhere: result = home.popToLast(where: { $0 == target })
            case .popToFirstWithClosure:
                result = home.popToFirst(target) { (_: ComposeFlowCoordinator) in }
            case .selectFirstTab: result = tabs.selectFirstTab(tab)
            case .selectLastTab: result = tabs.selectLastTab(tab)
            case .selectFirstTabWhere: result = tabs.selectFirstTab(where: { $0 == tab })
            case .selectLastTabWhereWithClosure:
                result = tabs.selectLastTab(where: { $0 == tab }) { (_: SearchFlowCoordinator) in }
            case .removeFirstTab: result = tabs.removeFirstTab(tab)
            case .removeLastTab: result = tabs.removeLastTab(tab)
            }
        }
        return (result, home.debugHierarchy() + "\n" + tabs.debugHierarchy(), diagnostics.map(\.line))
    }

    private static func expected(for call: Call) -> String {
        switch call {
        case .popToFirst, .popToLast, .popToFirstWhere, .popToLastWhere, .popToFirstWithClosure:
            "destinationNotFound HomeFlowCoordinator: no destination in the stack to pop to"
        case .selectFirstTab, .selectLastTab, .selectFirstTabWhere, .selectLastTabWhereWithClosure:
            "destinationNotFound MainTabCoordinator: no tab matches among 3 tabs; nothing selected"
        case .removeFirstTab, .removeLastTab:
            "destinationNotFound MainTabCoordinator: no tab matches; nothing removed"
        }
    }

    @Test(
        "A destination that is not there is reported once; the call returns false and changes nothing",
        arguments: Call.allCases)
    func notFound(_ call: Call) {
        let untouched = Self.make(.popToFirst, present: false).tree
        let (result, tree, diagnostics) = Self.make(call, present: false)
        expectEqual(result, false)
        expectEqual(diagnostics, [Self.expected(for: call)])
        expectEqual(tree, untouched)
    }

    @Test("A destination that is there raises nothing", arguments: Call.allCases)
    func found(_ call: Call) {
        let (result, _, diagnostics) = Self.make(call, present: true)
        expectEqual(result, true)
        expectEqual(diagnostics, [])
    }

    @Test("The root counts as a destination to pop to")
    func popToTheRoot() {
        let home = HomeFlowCoordinator(pushing: [.settings])
        var result = false
        let diagnostics = recordingDiagnostics(of: home) { result = home.popToFirst(.home) }
        expectTrue(result)
        expectEqual(diagnostics.map(\.line), [])
        expectEmpty(home.navigation.entries)
    }
}
