import Testing
import Trellis
import TrellisTesting

/// `gestureRefused` on a stale tab set or split view layout: one kept after the sheet showing
/// its container was dismissed.
///
/// | Documented sentence | Test |
/// | --- | --- |
/// | "Every gesture of a stale layout, one whose split view has left the tree since (the sheet showing it was dismissed), is refused with `gestureRefused`, reported on the coordinator that hosted the split view: nothing changes" (``SplitViewLayout``) | `staleGesture(_:)` |
/// | "On a stale layout, one whose tab set has left the tree since […], the tap is refused with […] `gestureRefused`" (``TabSetLayout``) | `staleGesture(_:)` |
/// | a layout kept while its container stays applies its gestures | `currentGesture(_:)` |
@MainActor
@Suite("Diagnostics catalogue: gestureRefused on a stale tab set or split view layout")
struct StaleContainerLayoutTests {
    /// A flow that shows a split view or a tab set in a sheet.
    @MainActor
    final class SheetHost: FlowCoordinator {
        enum Destinations: Codable, Hashable { case home, library, tabs }
        let navigation = FlowNavigation<SheetHost>(root: .home)

        func makeChild(for destination: Destinations) -> (any Coordinator)? {
            switch destination {
            case .home: nil
            case .library: LibrarySplitCoordinator(selecting: [.shelf(id: 1)])
            case .tabs: MainTabCoordinator(tabs: [.home, .inbox])
            }
        }
    }

    /// Every gesture of a split view or tab set layout.
    enum Gesture: String, CaseIterable, Sendable {
        case select, clearSelection, columnVisibility, compactColumn, tabAtIndex, tabWithID

        var destination: SheetHost.Destinations { rawValue.hasPrefix("tab") ? .tabs : .library }

        /// Makes the gesture on the layout of the sheet's container: `split` or `tabs`, which
        /// a UI read from the sheet's root item.
        @MainActor func make(split: SplitViewLayout?, tabs: TabSetLayout?) {
            switch self {
            case .select:
                split?.userDidSelect(LibrarySplitCoordinator.Destinations.shelf(id: 2), in: .sidebar)
            case .clearSelection:
                split?.userDidSelect(LibrarySplitCoordinator.Destinations?.none, in: .sidebar)
            case .columnVisibility: split?.userDidChangeColumnVisibility(.detailOnly)
            case .compactColumn: split?.userDidChangePreferredCompactColumn(.detail)
            case .tabAtIndex: tabs?.userDidSelectTab(at: 1)
            case .tabWithID: tabs.map { $0.userDidSelectTab(withID: $0.tabs[1].id) }
            }
        }
    }

    /// The sheet's root item, whose layout the UI keeps, and the host.
    private static func shown(_ gesture: Gesture) throws -> (SheetHost, LayoutItem, any Coordinator) {
        let host = SheetHost()
        host.present(gesture.destination)
        let item = try #require(NavigationLayout(of: host).layers.last?.root)
        let child = try #require(item.child)
        return (host, item, child)
    }

    @Test(
        "A gesture on the layout of a container that has left the tree is refused",
        arguments: Gesture.allCases)
    func staleGesture(_ gesture: Gesture) throws {
        let (host, item, child) = try Self.shown(gesture)
        // Read before the dismissal, as a UI holding it would have.
        let split = item.splitView
        let tabs = item.tabSet
        expectTrue(split != nil || tabs != nil)
        host.dismissAllModals()
        let before = child.debugLayout()
        let diagnostics = recordingDiagnostics(of: host) { gesture.make(split: split, tabs: tabs) }
        expectEqual(diagnostics.map(\.kind), [.gestureRefused])
        expectEqual(diagnostics.first?.coordinatorType, "SheetHost")
        expectEqual(diagnostics.first?.message.hasSuffix("which has left the tree; nothing changed"), true)
        expectEqual(child.debugLayout(), before)
        expectEqual(host.debugHierarchy(), "SheetHost [flow]\n  root .home")
    }

    @Test("A gesture on the layout of a container still shown applies", arguments: Gesture.allCases)
    func currentGesture(_ gesture: Gesture) throws {
        let (host, item, child) = try Self.shown(gesture)
        let before = child.debugLayout()
        let diagnostics = recordingDiagnostics(of: host) {
            gesture.make(split: item.splitView, tabs: item.tabSet)
        }
        expectEqual(diagnostics.map(\.kind), [])
        #expect(child.debugLayout() != before)
    }
}
