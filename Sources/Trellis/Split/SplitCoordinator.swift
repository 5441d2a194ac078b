/// A coordinator for a split view: a sidebar, an optional content column and a detail column,
/// where the item selected in a column decides what the next column shows — a screen or a
/// child coordinator made from the selection — with modals presented over the columns.
///
/// ```swift
/// @MainActor
/// final class LibraryCoordinator: SplitCoordinator {
///     enum Destinations: Codable, Hashable {
///         case categories
///         case category(id: Int)
///         case book(id: Int)
///     }
///     let navigation = SplitNavigation<LibraryCoordinator>(root: .categories, hasContentColumn: true)
///
///     func makeChild(for destination: Destinations) -> (any Coordinator)? {
///         switch destination {
///         case .book(let id): BookCoordinator(id: id)
///         default: nil
///         }
///     }
/// }
///
/// library.select(.category(id: 3), in: .sidebar)
/// library.select(.book(id: 7), in: .content) { (book: BookCoordinator) in book.route(to: .reviews) }
/// ```
///
/// See <doc:SplitViews>.
@MainActor
public protocol SplitCoordinator: PresentingCoordinator {
    /// The split view's navigation state.
    var navigation: SplitNavigation<Self> { get }
}

extension SplitCoordinator {
    func unpreparedNode() -> any NavigationNode { navigation.bound(to: self) }

    var preparedColumns: SplitNavigation<Self> { navigation.prepared(for: self) }

    /// The destination selected in `column`; `nil` when nothing is selected there.
    public func selectedDestination(in column: SplitColumn) -> Destinations? {
        navigation.selection(in: column)?.destination
    }

    /// Selects `destination` in `column` (``SplitColumn/sidebar``, or ``SplitColumn/content`` of
    /// a three-column view); the next column shows it, creating its child.
    ///
    /// The selection it replaces and the selections after it leave with cause `.code` (their
    /// `onDismiss` and `dismissed` events); a selection that already shows an equal destination
    /// is kept with its child, and the selections after it stay. Selecting in a column that
    /// cannot select, or in the content column while the sidebar has no selection, changes
    /// nothing (a ``NavigationDiagnostic`` is reported).
    public func select(_ destination: Destinations, in column: SplitColumn) {
        _ = selectChild(destination, in: column, cause: .code, onDismiss: nil, call: "select(_:in:)")
    }

    /// Selects `destination` in `column`; `onDismiss` is called once when the selection leaves
    /// (replaced, cleared, or torn down with the split view).
    public func select(
        _ destination: Destinations, in column: SplitColumn, onDismiss: @escaping @MainActor () -> Void
    ) {
        _ = selectChild(
            destination, in: column, cause: .code, onDismiss: DismissHandlers.ignoringCause(onDismiss),
            call: "select(_:in:onDismiss:)")
    }

    /// Selects `destination` in `column`; `onDismissWithCause` is called once when the selection
    /// leaves, with why.
    public func select(
        _ destination: Destinations, in column: SplitColumn,
        onDismissWithCause: @escaping @MainActor (DismissalCause) -> Void
    ) {
        _ = selectChild(
            destination, in: column, cause: .code, onDismiss: onDismissWithCause,
            call: "select(_:in:onDismissWithCause:)")
    }

    /// Selects `destination` in `column` and hands the child the next column shows to `body`
    /// when it is a `T` (also when the selection was already there).
    public func select<T: Coordinator>(
        _ destination: Destinations, in column: SplitColumn, _ body: (T) -> Void
    ) {
        guard
            let child = selectChild(
                destination, in: column, cause: .code, onDismiss: nil, call: "select(_:in:)")
        else { return }
        handOver(child, from: self, to: body)
    }

    /// Clears the selection in `column` and the selections after it; their destinations leave
    /// with cause `.code`. Returns `false` when nothing was selected there.
    @discardableResult
    public func clearSelection(in column: SplitColumn) -> Bool {
        changeSelection(in: column, call: "clearSelection(in:)") { columns, index in
            columns.clearSelections(from: index, cause: .code)
        } ?? false
    }

    /// Shows `destination` as the root, in the sidebar column; the previous root leaves with
    /// cause `.code` unless it is equal (its child is kept then). The selections stay.
    public func setRoot(_ destination: Destinations) {
        NavigationChange.apply("setRoot(_:)", on: self) {
            preparedColumns.showSidebar(destination, cause: .code)
        }
    }

    /// Sets which columns are visible on a regular-width window.
    public func setColumnVisibility(_ visibility: SplitColumnVisibility) {
        NavigationChange.apply("setColumnVisibility(_:)", on: self) {
            preparedColumns.setColumns(visibility: visibility, compactColumn: nil)
        }
    }

    /// Sets the column a narrow window prefers to show on top of its collapsed stack.
    public func setPreferredCompactColumn(_ column: SplitColumn) {
        NavigationChange.apply("setPreferredCompactColumn(_:)", on: self) {
            preparedColumns.setColumns(visibility: nil, compactColumn: column)
        }
    }

    /// Selects `destination` in `column` with `cause`; `nil` when refused, else the child the next
    /// column shows.
    func selectChild(
        _ destination: Destinations, in column: SplitColumn, cause: DismissalCause,
        onDismiss: DismissHandler?,
        call: String
    ) -> (any Coordinator)?? {
        changeSelection(in: column, call: call) { columns, index in
            guard index <= columns.selections.count else {
                let previous = columns.columns[index - 1]
                NavigationDiagnostic.report(
                    .destinationNotFound, in: self,
                    "nothing is selected in the \(previous) column of \(columns.typeName); nothing selected "
                        + "in the \(column) column")
                return nil
            }
            return .some(columns.select(destination, at: index, cause: cause, onDismiss: onDismiss))
        } ?? nil
    }

    /// Runs `body` as one change on the set-up columns with the position of `column`'s
    /// selection; reports a diagnostic and returns `nil` when `column` cannot select.
    func changeSelection<R>(
        in column: SplitColumn, call: String, _ body: (SplitNavigation<Self>, Int) -> R?
    ) -> R? {
        NavigationChange.apply(call, on: self) { () -> R? in
            let columns = preparedColumns
            guard let index = columns.selectionIndex(of: column) else {
                NavigationDiagnostic.report(
                    .indexOutOfRange, in: self,
                    "the \(column) column of \(columns.typeName) cannot select (its columns: "
                        + columns.columns.map(\.rawValue).joined(separator: ", ") + "); nothing changed")
                return nil
            }
            return body(columns, index)
        } ?? nil
    }
}
