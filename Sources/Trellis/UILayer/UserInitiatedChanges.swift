// The UI adapter's entry points: a SwiftUI or UIKit layer calls these when the user, not the
// app's code, changed navigation. They go through the same removal rule as every other
// path, so each removed destination's `onDismiss` fires once, with cause `.user`.

extension FlowCoordinator {
    /// The user popped back (back button, edge swipe) so that `count` entries remain above
    /// the root: what a `NavigationStack` path binding reports.
    ///
    /// A count at or above the current number of entries changes nothing; a negative one is
    /// ignored with a ``NavigationDiagnostic``.
    public func userDidPop(toCount count: Int) {
        guard count >= 0 else {
            NavigationDiagnostics.report(.indexOutOfRange, in: self, "userDidPop(toCount: \(count)) ignored")
            return
        }
        NavigationChange.apply("userDidPop(toCount:)", on: self) {
            preparedStack.removeEntries(keeping: count, cause: .user)
        }
    }
}

extension TabCoordinator {
    /// The user tapped the tab at `index`.
    public func userDidSelectTab(at index: Int) {
        select(index: index)
    }
}

extension PresentingCoordinator {
    /// The user dismissed the entry at `index` of the coordinator's entries (a sheet swiped
    /// down, a cover closed): it and everything above it leave with cause `.user`.
    public func userDidDismiss(entryAt index: Int) {
        dismissEntries(from: index, cause: .user, call: "userDidDismiss(entryAt:)")
    }
}
