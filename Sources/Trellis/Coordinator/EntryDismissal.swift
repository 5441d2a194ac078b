// Dismissing entries by position, for code (`dismiss(entryAt:)`, `dismissAllModals()`) and for
// the UI layer (`userDidDismiss(entryAt:)`): the same call with a different cause, so both go
// through the teardown rule once and differ only in what `onDismiss` and events report.

extension Coordinator {
    /// Removes the entry at `index` and every entry above it, as one change with `cause`. An
    /// index out of range changes nothing and is reported as a ``NavigationDiagnostic``.
    func dismissEntries(from index: Int, cause: DismissalCause, call: @autoclosure () -> String) {
        NavigationChange.apply(call(), on: self) {
            guard let node = preparedNode as? any EntryHosting else { return }
            guard index >= 0, index < node.entryCount else {
                NavigationDiagnostics.report(
                    .indexOutOfRange, in: self, "\(call()) with index \(index) ignored")
                return
            }
            node.removeEntries(keeping: index, cause: cause)
        }
    }

    /// Removes the lowest modal entry and everything above it, as one change with cause
    /// `.code`; pushes below it stay. Nothing happens when nothing is presented.
    func dismissModalEntries(call: String) {
        NavigationChange.apply(call, on: self) {
            guard let node = preparedNode as? any EntryHosting,
                let lowest = node.firstModalIndex
            else { return }
            node.removeEntries(keeping: lowest, cause: .code)
        }
    }
}

extension EntryHosting {
    var entryCount: Int { entryList.count }

    /// The position of the lowest presented (not pushed) entry.
    var firstModalIndex: Int? {
        entryList.entries.firstIndex { $0.presentation != .push }
    }
}
