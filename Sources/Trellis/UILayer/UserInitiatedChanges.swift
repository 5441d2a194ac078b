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

    /// The user dismissed the entry at `index` (a sheet swiped down, a cover closed): it and
    /// everything above it leave.
    public func userDidDismiss(entryAt index: Int) {
        NavigationChange.apply("userDidDismiss(entryAt:)", on: self) {
            preparedStack.userDidRemoveEntries(from: index, in: self, call: "userDidDismiss(entryAt:)")
        }
    }
}

extension TabCoordinator {
    /// The user tapped the tab at `index`.
    public func userDidSelectTab(at index: Int) {
        select(index: index)
    }

    /// The user dismissed the modal at `index` over the tabs: it and the modals above it leave.
    public func userDidDismissModal(at index: Int) {
        NavigationChange.apply("userDidDismissModal(at:)", on: self) {
            preparedTabs.userDidRemoveEntries(from: index, in: self, call: "userDidDismissModal(at:)")
        }
    }
}

extension RootCoordinator {
    /// The user dismissed the modal at `index` over the root: it and the modals above it leave.
    public func userDidDismissModal(at index: Int) {
        NavigationChange.apply("userDidDismissModal(at:)", on: self) {
            preparedRoot.userDidRemoveEntries(from: index, in: self, call: "userDidDismissModal(at:)")
        }
    }
}

extension EntryHosting {
    /// Removes the entry at `index` and those above it with cause `.user`; an index out of
    /// range changes nothing and is reported.
    func userDidRemoveEntries(from index: Int, in coordinator: any Coordinator, call: String) {
        guard entryList.entries.indices.contains(index) else {
            NavigationDiagnostics.report(
                .indexOutOfRange, in: coordinator, "\(call) with index \(index) ignored")
            return
        }
        removeEntries(keeping: index, cause: .user)
    }
}
