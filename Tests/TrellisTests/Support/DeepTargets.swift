import Trellis

/// Targets nested thousands of coordinators deep, built iteratively (as an app building a
/// target from a long URL or a saved list would), bottom first.
@MainActor
enum DeepTargets {
    /// A chain of `levels` flows below the top, each pushing `.next`; the deepest pushes
    /// `.end`. Navigated from a fresh `ChainFlow`, it makes `levels` new flows.
    static func pushes(levels: Int) -> NavigationTarget<ChainFlow> {
        var target = ChainFlow.target(path: [.push(.end)])
        for _ in 0..<levels {
            target = ChainFlow.target(path: [.push(.next, showing: target)])
        }
        return target
    }

    /// A chain of `levels` flows below the top, each pushing `.next` and then `.end` above the
    /// child `.next` hosts; the deepest shows `bottom` (say `.present(.end)`). Navigated from a
    /// fresh `ChainFlow`, every level but the deepest pushes above a child `levels` deep or less.
    static func pushesAboveChildren(levels: Int, bottom: TargetEntry<ChainFlow>)
        -> NavigationTarget<ChainFlow>
    {
        var target = ChainFlow.target(path: [bottom])
        for _ in 0..<levels {
            target = ChainFlow.target(path: [.push(.next, showing: target), .push(.end)])
        }
        return target
    }

    /// `cycles` times: a flow pushes a root coordinator whose root hosts a flow, which
    /// presents a tab set whose first tab hosts the next flow (every kind, and a root, a tab,
    /// a push and a sheet on the way). Navigated from a fresh `SessionFlow`, it makes
    /// `4 × cycles` new coordinators.
    static func mixed(cycles: Int) -> NavigationTarget<SessionFlow> {
        var target = SessionFlow.target()
        for _ in 0..<cycles {
            let tabs = SessionTabs.target(tab: .flow, showing: target)
            let presenting = SessionFlow.target(path: [.present(.tabs, showing: tabs)])
            let switcher = SessionSwitch.target(root: .flow, showing: presenting)
            target = SessionFlow.target(path: [.push(.switcher, showing: switcher)])
        }
        return target
    }

    /// The coordinators along a chain below `top` (each the last child of the one above),
    /// top first.
    static func chain(below top: any Coordinator) -> [any Coordinator] {
        var found = [top]
        while let next = found.last.flatMap({ existingChildren(of: $0).last }) { found.append(next) }
        return found
    }
}
