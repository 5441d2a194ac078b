import Foundation
import Trellis

// The steps of a split session: drawn from the model, performed on the real tree and the model.

extension SplitSession {
    private func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private func element<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }

    /// A destination to select: mostly plain screens and flows, `.group(9)` (an observer selects
    /// on it) and now and then the trap.
    private func place() -> SplitPlace {
        switch int(0...19) {
        case 0: .trap
        case 1...2: .group(9)
        case 3...7: .group(int(0...3))
        case 8...11: .item(int(0...3))
        default: .pages(int(1...3))
        }
    }

    /// A column, now and then the detail column (which cannot select).
    private func column() -> SplitColumn {
        int(0...9) == 0 ? .detail : (hasContent && int(0...1) == 0 ? .content : .sidebar)
    }

    func nextStep() -> SplitStep {
        guard let split = model.split else {
            return int(0...4) == 0 ? .navigate([.group(int(0...3))], page: nil) : .reopen
        }
        let selections = split.selections
        let roll = int(0...99)
        switch roll {
        case ..<16: return .select(place(), column(), withCallback: int(0...9) < 6)
        case ..<20: return .clear(column())
        case ..<32: return .userSelect(int(0...5) == 0 ? nil : place(), column(), .regular)
        case ..<38: return .userSelect(int(0...5) == 0 ? nil : place(), column(), .compact)
        case ..<46:
            let count = model.collapsedPath.count
            return .collapsedPop(toCount: int(0...11) == 0 ? count + 1 : int(0...count))
        case ..<52:
            let columnIndex = int(1...(split.columns.count - 1))
            let pages =
                selections.indices.contains(columnIndex - 1)
                ? selections[columnIndex - 1].pages?.count ?? 0 : 0
            return .columnPop(
                split.columns[columnIndex], toCount: int(0...9) == 0 ? pages + 1 : int(0...pages))
        case ..<62:
            guard let index = selections.indices.filter({ selections[$0].pages != nil }).last else {
                return .select(.pages(int(1...3)), .sidebar, withCallback: true)
            }
            return .pushPage(int(4...6), onSelection: index)
        case ..<67: return .visibility(element(SplitColumnVisibility.allCases), byUser: int(0...1) == 0)
        case ..<71: return .compactColumn(element(split.columns), byUser: int(0...1) == 0)
        case ..<80:
            var places: [SplitPlace] = []
            for _ in 0..<int(0...split.capacity) { places.append(place()) }
            let page: Int? = if case .pages? = places.last, int(0...1) == 0 { int(4...6) } else { nil }
            return .navigate(places, page: page)
        case ..<85: return .relaunch
        case ..<89 where model.isFlowHost: return .closeSplit
        default: return .select(place(), .sidebar, withCallback: true)
        }
    }

    /// Performs `step` on the tree and the model; a failure's description, or `nil`.
    func perform(_ step: SplitStep) -> String? {
        switch step {
        case .select(let place, let column, let withCallback):
            guard let split else { return nil }
            guard withCallback else {
                split.select(place, in: column)
                play(model.split?.select(place, in: column, handler: nil, cause: .code) ?? [])
                return nil
            }
            let id = newHandler()
            split.select(place, in: column, onDismissWithCause: log.callback(id))
            play(model.split?.select(place, in: column, handler: id, cause: .code) ?? [])
            forgetUnlessKept(id)
        case .clear(let column):
            split?.clearSelection(in: column)
            play(model.split?.select(nil, in: column, handler: nil, cause: .code) ?? [])
        case .userSelect(let place, let column, .regular):
            guard let layout = splitViewLayout() else {
                return model.split == nil ? nil : "no split view layout"
            }
            layout.userDidSelect(place, in: column)
            play(model.split?.select(place, in: column, handler: nil, cause: .user) ?? [])
        case .userSelect(let place, let column, _):
            // A screen of the collapsed stack selects in its column, as `splitSelection` does.
            let item = collapsedLayer().flatMap { layer in
                ([layer.root] + layer.path).first { item in
                    guard case .column(let shown)? = item.role else { return false }
                    return shown == column && item.owner is SessionSplit
                }
            }
            // A content screen is the first selection's own (a flow's root screen is the flow's).
            let first = model.split?.selections.first
            let shown = column == .sidebar || (column == .content && first != nil && first?.pages == nil)
            // A detail screen cannot select (the `splitSelection` action does nothing there).
            if column == .detail { return nil }
            guard model.split != nil, shown else {
                return item == nil ? nil : "the collapsed stack shows a \(column) screen the model does not"
            }
            guard let item else {
                return "the collapsed stack shows no \(column) screen; steps:\n  "
                    + transcript.joined(separator: "\n  ")
            }
            NavigationLayout(of: item.owner).layers.first?.root.splitView?.userDidSelect(place, in: column)
            play(model.split?.select(place, in: column, handler: nil, cause: .user) ?? [])
        case .visibility(let visibility, let byUser):
            if byUser {
                splitViewLayout()?.userDidChangeColumnVisibility(visibility)
            } else {
                split?.setColumnVisibility(visibility)
            }
            model.split?.visibility = visibility
        case .compactColumn(let column, let byUser):
            if byUser {
                splitViewLayout()?.userDidChangePreferredCompactColumn(column)
            } else {
                split?.setPreferredCompactColumn(column)
            }
            model.split?.compact = column
        case .pushPage(let page, let index):
            guard let flow = split?.navigation.selections[index].child as? SessionPages else {
                return "selection \(index) shows no pages"
            }
            let id = newHandler()
            flow.route(to: .page(page), onDismissWithCause: log.callback(id))
            model.split?.selections[index].pages?.append(SplitModelPage(page: page, handler: id))
        case .collapsedPop(let count):
            guard let layer = collapsedLayer() else { return model.split == nil ? nil : "no collapsed stack" }
            layer.userDidPop(toCount: count)
            play(model.popCollapsed(to: count))
        case .columnPop(let column, let count):
            splitViewLayout()?.column(column)?.layout?.layers.first?.userDidPop(toCount: count)
            play(modelColumnPop(column, to: count))
        case .navigate(let places, let page):
            navigate(to: places, page: page)
            model.open(handler: nil)
            play(model.split?.navigate(to: places, page: page) ?? [])
        case .relaunch:
            return relaunch()
        case .closeSplit:
            let layout = NavigationLayout(of: host)
            if placement == .sheet, layout.layers.count > 1 {
                layout.layers[1].userDidDismiss()
            } else if placement == .pushed {
                layout.layers.first?.userDidPop(toCount: 0)
            }
            play(model.removeSplit(cause: .user))
        case .reopen:
            guard let flow = host as? SplitHostFlow, model.split == nil else { return nil }
            let id = newHandler()
            if placement == .sheet {
                flow.present(.split, onDismissWithCause: log.callback(id))
            } else {
                flow.route(to: .split, onDismissWithCause: log.callback(id))
            }
            model.open(handler: id)
        }
        return nil
    }

    /// A column pop in the model: the pages of the flow the column shows.
    private func modelColumnPop(_ column: SplitColumn, to count: Int) -> [SplitModelEffect] {
        guard let split = model.split, let position = split.columns.firstIndex(of: column), position > 0,
            split.selections.indices.contains(position - 1)
        else { return [] }
        let pages = split.selections[position - 1].pages?.count ?? 0
        guard count <= pages else { return [.diagnostic(.gestureRefused)] }
        return model.split?.popPages(of: position - 1, to: count, cause: .user) ?? []
    }

    /// The split view's columns in the regular-width layout.
    func splitViewLayout() -> SplitViewLayout? {
        for layer in NavigationLayout(of: host).layers {
            for item in [layer.root] + layer.path {
                if let split = item.splitView { return split }
                if let tab = item.tabSet?.tabs.first, let split = tab.layout.layers.first?.root.splitView {
                    return split
                }
            }
        }
        return nil
    }

    /// The layer whose stack shows the collapsed split view in the compact-width layout.
    func collapsedLayer() -> NavigationLayer? {
        let layers = NavigationLayout(of: host, width: .compact).layers
        switch placement {
        case .root, .pushed: return layers.first
        case .tab: return layers.first?.root.tabSet?.tabs.first?.layout.layers.first
        case .sheet: return layers.count > 1 ? layers[1] : nil
        }
    }

    /// A callback that will never fire (its selection was refused or kept an equal one) is not
    /// counted as registered.
    private func forgetUnlessKept(_ id: Int) {
        let held = model.split?.selections.contains { $0.handler == id } ?? false
        if !held, !expected.contains(where: { $0.id == id }) { forget(id) }
    }

    private func navigate(to places: [SplitPlace], page: Int?) {
        let selections = places.enumerated().map { index, place -> TargetSelection<SessionSplit> in
            guard index == places.count - 1, let page else { return .select(place) }
            return .select(place, showing: SessionPages.target(path: [.push(.page(page))]))
        }
        let target = SessionSplit.target(selecting: selections)
        switch host {
        case let root as SplitHostRoot: root.navigate(to: SplitHostRoot.target(root: .split, showing: target))
        case let tabs as SplitHostTabs: tabs.navigate(to: SplitHostTabs.target(tab: .split, showing: target))
        case let flow as SplitHostFlow:
            let entry: TargetEntry<SplitHostFlow> =
                placement == .sheet ? .present(.split, showing: target) : .push(.split, showing: target)
            flow.navigate(to: SplitHostFlow.target(path: [entry]))
        default: break
        }
    }

    /// Captures the tree, restores the snapshot into a fresh tree, checks that the fresh tree's
    /// snapshot is the same bytes and that neither width's layout changes a stored byte, then
    /// releases the old tree (each of its callbacks once, with `.teardown`).
    private func relaunch() -> String? {
        do {
            let data = try host.captureNavigationState()
            _ = host.debugLayout(width: .compact)
            _ = NavigationLayout(of: host, width: .compact).layers.map(\.path)
            guard try host.captureNavigationState() == data else {
                return "a compact layout changed the snapshot"
            }
            let fresh = Self.makeHost(placement, hasContent: hasContent)
            isRestoring = true
            observe(fresh)
            _ = try fresh.restoreNavigationState(from: data)
            isRestoring = false
            play(model.restoreEffects)
            guard try fresh.captureNavigationState() == data else {
                return "the restored tree's snapshot differs from the one it restored"
            }
            let pending = model.pending
            let before = log.fired.count
            host = fresh
            let released = Array(log.fired[before...])
            if released.map(\.id).sorted() != pending.sorted()
                || released.contains(where: { $0.cause != .teardown })
            {
                return "releasing the old tree fired \(released) but \(pending) were pending"
            }
            expected += released
            model = model.restored
            return nil
        } catch {
            return "relaunch threw \(error)"
        }
    }
}
