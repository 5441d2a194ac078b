import Foundation
import Trellis

/// One step of a split session.
enum SplitStep: CustomStringConvertible {
    /// `select(_:in:)` by code, with an `onDismissWithCause` callback or without.
    case select(SplitPlace, SplitColumn, withCallback: Bool)
    case clear(SplitColumn)
    /// The user selects (or clears, `nil`) in a column, through the layout of that width.
    case userSelect(SplitPlace?, SplitColumn, LayoutWidth)
    case visibility(SplitColumnVisibility, byUser: Bool)
    case compactColumn(SplitColumn, byUser: Bool)
    /// A page pushed by code on the flow of the selection at an index.
    case pushPage(Int, onSelection: Int)
    /// The back gesture in the collapsed stack.
    case collapsedPop(toCount: Int)
    /// A pop in a regular-width column's own layout.
    case columnPop(SplitColumn, toCount: Int)
    /// `navigate(to:)` on the host, into the split view's columns.
    case navigate([SplitPlace], page: Int?)
    /// Capture, restore into a fresh tree, release the old one.
    case relaunch
    /// The user closes a presented or pushed split view (swipes the sheet down, pops the push).
    case closeSplit
    /// The flow host shows the split view again.
    case reopen

    var description: String {
        switch self {
        case .select(let place, let column, let callback):
            "select(.\(place), in: .\(column))\(callback ? " with onDismiss" : "")"
        case .clear(let column): "clearSelection(in: .\(column))"
        case .userSelect(let place, let column, let width):
            "user selects \(place.map { ".\($0)" } ?? "nil") in .\(column) (\(width))"
        case .visibility(let visibility, let byUser): "\(byUser ? "user" : "code") visibility .\(visibility)"
        case .compactColumn(let column, let byUser): "\(byUser ? "user" : "code") compact column .\(column)"
        case .pushPage(let page, let index): "push .page(\(page)) on selection \(index)"
        case .collapsedPop(let count): "collapsed pop to \(count)"
        case .columnPop(let column, let count): "pop .\(column) column to \(count)"
        case .navigate(let places, let page):
            "navigate to \(places.map { ".\($0)" })\(page.map { " + .page(\($0))" } ?? "")"
        case .relaunch: "relaunch (capture, restore, release)"
        case .closeSplit: "user closes the split view"
        case .reopen: "reopen the split view"
        }
    }
}

/// One split session: a real tree and the model, driven by the same seeded steps and compared
/// after each (hierarchy, both layouts, every callback with its cause, the diagnostics). App code
/// runs inside: an `onDismiss` that selects again, an observer that selects on a `selected`
/// event, and a child factory that tries to navigate.
@MainActor
final class SplitSession {
    let placement: SplitPlacement
    let hasContent: Bool
    var random: SeededGenerator
    var host: any Coordinator
    var model: SplitSessionModel
    let log = CallbackLog()
    var expected: [FiredCallback] = []
    private var diagnostics: [NavigationDiagnostic.Kind] = []
    private var expectedDiagnostics: [NavigationDiagnostic.Kind] = []
    private var observations: [NavigationObservation] = []
    private var nextHandler = 0
    /// The callbacks whose app code selects again in the sidebar (when the cause is not teardown).
    private var reacting: Set<Int> = []
    /// Every callback registered.
    private var registered: [Int] = []
    var transcript: [String] = []
    /// Set while a snapshot is restored: the observer's app code does not run on its events.
    var isRestoring = false

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
        placement = SplitPlacement.allCases[Int(seed % 4)]
        hasContent = (seed / 4) % 2 == 0
        model = SplitSessionModel(placement: placement, hasContent: hasContent)
        host = Self.makeHost(placement, hasContent: hasContent)
        observe(host)
        log.react = { [weak self] id in self?.react(to: id) }
        if model.isFlowHost { _ = perform(.reopen) }
    }

    static func makeHost(_ placement: SplitPlacement, hasContent: Bool) -> any Coordinator {
        switch placement {
        case .root: SplitHostRoot(hasContentColumn: hasContent)
        case .tab: SplitHostTabs(hasContentColumn: hasContent)
        case .sheet, .pushed: SplitHostFlow(hasContentColumn: hasContent)
        }
    }

    /// The split view in the real tree.
    var split: SessionSplit? {
        switch host {
        case let root as SplitHostRoot: root.navigation.rootChild as? SessionSplit
        case let tabs as SplitHostTabs: tabs.navigation.tabs.first?.child as? SessionSplit
        case let flow as SplitHostFlow: flow.navigation.entries.last?.child as? SessionSplit
        default: nil
        }
    }

    func observe(_ tree: any Coordinator) {
        observations = [
            tree.observeDiagnostics { [weak self] in self?.diagnostics.append($0.kind) },
            tree.observeNavigation { [weak self] event in
                guard let self, !self.isRestoring, event.action == .selected,
                    event.destination(as: SplitPlace.self) == .group(9),
                    let split = event.coordinator as? SessionSplit
                else { return }
                split.select(.item(1), in: self.hasContent ? .content : .sidebar)
            },
        ]
    }

    private func react(to id: Int) {
        guard reacting.contains(id), let cause = log.fired.last?.cause, cause != .teardown else { return }
        split?.select(.group(7), in: .sidebar)
    }

    func newHandler() -> Int {
        nextHandler += 1
        registered.append(nextHandler)
        if nextHandler % 3 == 0 { reacting.insert(nextHandler) }
        return nextHandler
    }

    /// A callback that will never fire is no longer counted as registered.
    func forget(_ id: Int) {
        registered.removeAll { $0 == id }
        reacting.remove(id)
    }

    // MARK: Running

    /// Runs up to `maximumSteps` steps; a failure's description, or `nil`.
    func run(maximumSteps: Int) -> String? {
        if let failure = check(after: "the start") { return failure }
        let count = Int.random(in: 1...maximumSteps, using: &random)
        for _ in 0..<count {
            let step = nextStep()
            transcript.append(step.description)
            if let failure = perform(step) ?? check(after: step.description) { return failure }
        }
        // Releasing the tree tears down what is left: each callback once, overall.
        let pending = model.pending
        let before = log.fired.count
        observations = []
        host = SplitHostRoot(hasContentColumn: hasContent)
        let released = log.fired[before...].map(\.id).sorted()
        if released != pending.sorted() || log.fired[before...].contains(where: { $0.cause != .teardown }) {
            return "releasing the tree fired \(Array(log.fired[before...])) but \(pending) were pending"
        }
        let ids = log.fired.map(\.id)
        if ids.sorted() != registered.sorted() {
            return "over the session the callbacks fired \(ids.sorted()) but \(registered) were registered"
        }
        return nil
    }

    private func check(after step: String) -> String? {
        let steps = transcript.joined(separator: "\n  ")
        let hierarchy = host.debugHierarchy()
        if hierarchy != model.hierarchy {
            return
                "after \(step): the tree is\n\(hierarchy)\nbut the model predicts\n\(model.hierarchy)\nsteps:\n  \(steps)"
        }
        for width in LayoutWidth.allCases {
            let layout = host.debugLayout(width: width)
            if layout != model.layout(width: width) {
                return "after \(step): the \(width) layout is\n\(layout)\nbut the model predicts\n"
                    + "\(model.layout(width: width))\nsteps:\n  \(steps)"
            }
        }
        if log.fired != expected {
            return
                "after \(step): the callbacks fired \(log.fired) but the model predicts \(expected)\nsteps:\n  \(steps)"
        }
        if diagnostics != expectedDiagnostics {
            return "after \(step): the diagnostics were \(diagnostics) but the model predicts "
                + "\(expectedDiagnostics)\nsteps:\n  \(steps)"
        }
        return nil
    }

    /// Plays the model's effects in order, as the library runs a change's callbacks: each
    /// callback's app code is a change of its own, played before the next callback.
    func play(_ effects: [SplitModelEffect]) {
        for effect in effects {
            switch effect {
            case .dismissed(let id, let cause):
                expected.append(FiredCallback(id: id, cause: cause))
                if reacting.contains(id), cause != .teardown {
                    play(model.split?.select(.group(7), in: .sidebar, handler: nil, cause: .code) ?? [])
                }
            case .selected(let place):
                if place == .group(9) {
                    let column: SplitColumn = hasContent ? .content : .sidebar
                    play(model.split?.select(.item(1), in: column, handler: nil, cause: .code) ?? [])
                }
            case .diagnostic(let kind):
                expectedDiagnostics.append(kind)
            }
        }
    }
}
