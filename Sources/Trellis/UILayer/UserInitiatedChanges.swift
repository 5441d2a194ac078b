// The user's changes counted in a coordinator's own entries, for an adapter that gives each
// coordinator a stack of its own and for tests that play the user on one coordinator. A UI
// that renders the presentation layout reports its gestures to the layout instead, in screens
// (`LayoutGestures.swift`). Both go through the same removal rule as every other path, so each
// removed destination's `onDismiss` fires once, with cause `.user`.

extension FlowCoordinator {
    /// The user popped back so that `count` of the flow's ``FlowNavigation/entries`` remain above
    /// its root, pushes and modals alike (an adapter that keeps a navigation controller per
    /// flow).
    ///
    /// A count at or above the current number of entries changes nothing; a negative one is
    /// ignored with a ``NavigationDiagnostic``. A UI that shows the presentation layout reports
    /// a back swipe as ``NavigationLayer/userDidPop(toCount:)`` instead, counting the screens
    /// of the layer's path.
    public func userDidPop(toEntryCount count: Int) {
        guard PopCount.isAccepted(count, label: "toEntryCount", in: self) else { return }
        NavigationChange.apply("userDidPop(toEntryCount:)", on: self) {
            preparedStack.removeEntries(keeping: count, cause: .user)
        }
    }
}

extension PresentingCoordinator {
    /// The user dismissed the entry at `index` of the coordinator's entries (a sheet swiped
    /// down, a cover closed, a pushed screen swiped away): it and everything above it leave
    /// with cause `.user`.
    ///
    /// A UI that shows the presentation layout reports a sheet swiped down as
    /// ``NavigationLayer/userDidDismiss()`` on the sheet's layer instead.
    public func userDidDismiss(entryAt index: Int) {
        dismissEntries(from: index, cause: .user, call: "userDidDismiss(entryAt:)")
    }
}

extension SplitCoordinator {
    /// The user selected `destination` in `column` (tapped a row of the sidebar or the content
    /// column); `nil` when the user cleared the selection. What leaves, leaves with cause `.user`.
    ///
    /// A UI that shows the presentation layout reports it to the layout instead (see
    /// <doc:SplitViews>).
    public func userDidSelect(_ destination: Destinations?, in column: SplitColumn) {
        if let destination {
            _ = selectChild(
                destination, in: column, cause: .user, onDismiss: nil, call: "userDidSelect(_:in:)")
        } else {
            _ = changeSelection(in: column, call: "userDidSelect(_:in:)") { columns, index in
                columns.clearSelections(from: index, cause: .user)
            }
        }
    }

    /// The user's selection given without its type, as a layout reports it; refused with a
    /// diagnostic when it is not one of the coordinator's destinations.
    func userDidSelect<D>(anyDestination destination: D?, in column: SplitColumn) {
        guard let destination else { return userDidSelect(nil, in: column) }
        guard let typed = destination as? Destinations else {
            NavigationChange.apply("userDidSelect(_:in:)", on: self) {
                NavigationDiagnostic.report(
                    .gestureRefused, in: self,
                    "userDidSelect(_:in:) with a \(D.self), not a \(Destinations.self); nothing selected")
            }
            return
        }
        userDidSelect(typed, in: column)
    }

    /// The user changed which columns are visible (a sidebar button, a swipe from the edge).
    public func userDidChangeColumnVisibility(_ visibility: SplitColumnVisibility) {
        NavigationChange.apply("userDidChangeColumnVisibility(_:)", on: self) {
            preparedColumns.setColumns(visibility: visibility, compactColumn: nil)
        }
    }

    /// The UI changed the column a narrow window prefers to show on top of its collapsed stack
    /// (SwiftUI writes `NavigationSplitView`'s `preferredCompactColumn` binding, for example when
    /// the window collapses showing the detail column): the tree stores it, and a snapshot keeps
    /// it, as one change with one `columnsChanged` event; an unchanged column changes nothing.
    ///
    /// The collapsed stack still shows what the selections decide (see <doc:SplitViews>).
    public func userDidChangePreferredCompactColumn(_ column: SplitColumn) {
        NavigationChange.apply("userDidChangePreferredCompactColumn(_:)", on: self) {
            preparedColumns.setColumns(visibility: nil, compactColumn: column)
        }
    }
}
