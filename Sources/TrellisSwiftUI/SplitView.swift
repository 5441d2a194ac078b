#if canImport(SwiftUI)
    import SwiftUI
    import Trellis

    /// A split view on a regular-width window: `NavigationSplitView` over the layout's
    /// ``SplitViewLayout``, with the column visibility and the preferred compact column bound to
    /// the tree (SwiftUI's writes to either are the user's changes), and a stack per column that
    /// needs one.
    ///
    /// On a compact width the layout collapses the columns into the layer's stack, which
    /// ``StackView`` shows; no `NavigationSplitView` is made then (see Split Views).
    struct SplitView: View {
        let split: SplitViewLayout

        var body: some View {
            let split = split
            let visibility = Binding<NavigationSplitViewVisibility>(
                get: { MainActor.assumeIsolated { split.columnVisibility.swiftUIValue } },
                set: { value in
                    MainActor.assumeIsolated {
                        let visibility = SplitColumnVisibility(value)
                        guard visibility != split.columnVisibility else { return }
                        split.userDidChangeColumnVisibility(visibility)
                    }
                })
            // SwiftUI writes the column it shows on top when the window collapses: the tree stores
            // it (the collapsed stack still shows what the selections decide).
            let compactColumn = Binding<NavigationSplitViewColumn>(
                get: { MainActor.assumeIsolated { split.preferredCompactColumn.swiftUIValue } },
                set: { value in
                    MainActor.assumeIsolated {
                        guard let column = SplitColumn(value), column != split.preferredCompactColumn else {
                            return
                        }
                        split.userDidChangePreferredCompactColumn(column)
                    }
                })
            if let content = split.column(.content) {
                NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: compactColumn) {
                    SplitColumnView(column: split.columns[0], split: split)
                } content: {
                    SplitColumnView(column: content, split: split)
                } detail: {
                    SplitColumnView(column: split.columns[2], split: split)
                }
            } else {
                NavigationSplitView(columnVisibility: visibility, preferredCompactColumn: compactColumn) {
                    SplitColumnView(column: split.columns[0], split: split)
                } detail: {
                    SplitColumnView(column: split.columns[1], split: split)
                }
            }
        }
    }

    /// One column: nothing when the column shows nothing; else its screen, in a
    /// `NavigationStack` of its own for the detail column and for a column showing a child
    /// coordinator's screens (whose pushes the stack shows).
    struct SplitColumnView: View {
        let column: SplitColumnLayout
        let split: SplitViewLayout
        /// The column's layer, for the views below (see ``LayerSlots``).
        @State private var slots = LayerSlots()

        var body: some View {
            if let layer = column.layout?.layers.first {
                let slot = slots.fill(with: [layer])[0]
                Group {
                    if column.column == .detail || layer.root.owner !== split.owner || !layer.path.isEmpty {
                        StackView(slot: slot, layerID: layer.id)
                    } else {
                        ScreenView(item: layer.root, dismiss: ScreenDismissal(slot: slot, position: 0))
                    }
                }
                // A new selection is a new column: its stack starts over.
                .id(column.shownID)
            } else {
                Color.clear
            }
        }
    }

    /// Selects in the split-view column the current screen is: what a sidebar or content screen
    /// calls when the user taps a row, in both widths, as the layout's
    /// ``SplitViewLayout/userDidSelect(_:in:)`` (one change, cause `.user`). Set by
    /// ``CoordinatorView`` on the sidebar's and the content column's own screens; elsewhere it
    /// selects nothing.
    ///
    /// ```swift
    /// @Environment(\.splitSelection) private var selection
    /// List(categories, selection: selection.binding(as: ShopSplitCoordinator.Destinations.self)) { … }
    /// Button("Books") { selection(LibraryCoordinator.Destinations.category(id: 3)) }
    /// ```
    @MainActor
    public struct SplitSelectionAction {
        /// The column the screen selects in; `nil` for a screen that is not a split view's
        /// sidebar or content screen.
        public let column: SplitColumn?
        private let owner: (any SplitCoordinator)?

        init(item: LayoutItem?) {
            guard let item, let owner = item.owner as? any SplitCoordinator,
                case .column(let column)? = item.role,
                column != .detail
            else {
                self.column = nil
                self.owner = nil
                return
            }
            self.column = column
            self.owner = owner
        }

        /// The split view's columns as the layout shows them on a regular width (a collapsed
        /// window has none; the selections are the same).
        private var split: SplitViewLayout? {
            owner.flatMap { NavigationLayout(of: $0, width: .regular).layers.first?.root.splitView }
        }

        /// Selects `destination` in the screen's column (`nil` clears it and the columns after it),
        /// as the user's tap: what leaves, leaves with cause `.user`.
        public func callAsFunction<D>(_ destination: D?) {
            guard let column, let split else { return }
            split.userDidSelect(destination, in: column)
        }

        /// The destination selected in the screen's column, when it is a `D`.
        public func selected<D>(as type: D.Type = D.self) -> D? {
            guard let column, let split,
                let position = split.columns.firstIndex(where: { $0.column == column }),
                split.columns.indices.contains(position + 1)
            else { return nil }
            return split.columns[position + 1].destination(as: D.self)
        }

        /// A binding to the selection in the screen's column, for `List(selection:)`: setting it
        /// selects as the user's tap does.
        public func binding<D: Hashable & Sendable>(as type: D.Type = D.self) -> Binding<D?> {
            let action = self
            return Binding(
                get: { MainActor.assumeIsolated { action.selected(as: D.self) } },
                set: { value in MainActor.assumeIsolated { action(value) } })
        }
    }

    extension EnvironmentValues {
        /// Selects in the split-view column the current screen is (see ``SplitSelectionAction``).
        public var splitSelection: SplitSelectionAction {
            get { self[SplitSelectionKey.self] }
            set { self[SplitSelectionKey.self] = newValue }
        }
    }

    private struct SplitSelectionKey: EnvironmentKey {
        static var defaultValue: SplitSelectionAction {
            MainActor.assumeIsolated { SplitSelectionAction(item: nil) }
        }
    }

    extension SplitColumnVisibility {
        /// The visibility as SwiftUI names it.
        var swiftUIValue: NavigationSplitViewVisibility {
            switch self {
            case .automatic: .automatic
            case .all: .all
            case .doubleColumn: .doubleColumn
            case .detailOnly: .detailOnly
            }
        }

        /// SwiftUI's visibility; one it adds later reads as `.automatic`.
        init(_ visibility: NavigationSplitViewVisibility) {
            switch visibility {
            case .all: self = .all
            case .doubleColumn: self = .doubleColumn
            case .detailOnly: self = .detailOnly
            default: self = .automatic
            }
        }
    }

    extension SplitColumn {
        /// The column as SwiftUI names it.
        var swiftUIValue: NavigationSplitViewColumn {
            switch self {
            case .sidebar: .sidebar
            case .content: .content
            case .detail: .detail
            }
        }

        /// SwiftUI's column; `nil` for one it adds later.
        init?(_ column: NavigationSplitViewColumn) {
            switch column {
            case .sidebar: self = .sidebar
            case .content: self = .content
            case .detail: self = .detail
            default: return nil
            }
        }
    }
#endif
