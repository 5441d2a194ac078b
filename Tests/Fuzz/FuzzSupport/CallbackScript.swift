import Foundation
import Trellis

/// The app code the adversarial restore check registers: `onDismiss` handlers and an observer
/// that navigate, restore, capture and release the tree, each step chosen from the input's seed.
///
/// A step names what to do from the app's root (present on the app, push on the top feed,
/// remove or set tabs, dismiss a coordinator, restore another snapshot, capture, switch the
/// root, a typed deep link), so the same step means the same call on any tree in the same
/// state: the oracle replays the steps the live tree's callbacks took on a tree restored
/// without callbacks, in the order they ran, and must reach the same tree.
@MainActor
final class CallbackScript {
    enum Action: CaseIterable {
        case present, push, pop, removeTab, setTabs, select, dismiss, restore, capture, release, deepLink
    }

    struct Step: CustomStringConvertible {
        var action: Action
        var parameter: Int
        var description: String { "\(action)(\(parameter))" }
    }

    /// Where a callback's destination sits: one component per coordinator level, the level of
    /// the slot (a flow's root 0, its entries 1, 2…; a tab set's tabs 0, its modals 1, 2…; a root
    /// coordinator's root 0, its modals 1, 2…) and, for tabs, which tab.
    typealias Position = [String]

    /// Steps taken by callbacks of the restore itself, in the order they ran: what the oracle
    /// replays.
    private(set) var log: [Step] = []
    /// The `onDismiss` callbacks that fired, in order.
    private(set) var fired: [Position] = []
    private(set) var registered: [Position] = []
    /// What the first callback of the restore saw.
    private(set) var firstSeen: String?
    /// The result of every capture and restore a step made, in order.
    private(set) var results: [String] = []
    private(set) var found: [String] = []
    /// Whether the live tree's callbacks act (not while it is being built).
    var isArmed = false

    private var random: SplitMix64
    private var nestedSeed: UInt64
    private var nestedBudget = 3
    private var restoreReactions = 2
    private var depth = 0
    /// Whether the events the observer hears now are the steps' (their changes', and those of
    /// the changes they lead to): the steps' events follow every event of the restore, whose
    /// last is `restored` (see the Reliability article: observers hear changes in order).
    private var hearsSteps = false
    private let snapshots: [Data]

    init(seed: UInt64, snapshots: [Data]) {
        random = SplitMix64(seed: seed)
        nestedSeed = random.next()
        self.snapshots = snapshots
    }

    /// A script that replays `other`'s log, reacting to nested events as it did.
    init(replaying other: CallbackScript) {
        random = SplitMix64(seed: 0)
        nestedSeed = other.nestedSeed
        snapshots = other.snapshots
    }

    private func randomStep() -> Step {
        Step(
            action: Action.allCases[random.next(below: Action.allCases.count)],
            parameter: random.next(below: 1_000))
    }

    /// An `onDismiss` callback at `position` that takes a random step, or none.
    func callback(_ position: String...) -> @MainActor () -> Void {
        registered.append(position)
        let step = random.next(below: 4) == 0 ? nil : randomStep()
        return { [weak self] in self?.dismissed(position, step) }
    }

    private func dismissed(_ position: Position, _ step: Step?) {
        guard isArmed else {
            found.append("the callback at \(position) fired while the tree was built")
            return
        }
        fired.append(position)
        guard depth == 0 else {
            found.append("the callback at \(position) fired inside a later step's change")
            return
        }
        takeTopLevel(step)
    }

    private var app: FuzzApp?

    /// Starts observing `app`'s events.
    func observe(_ app: FuzzApp) -> NavigationObservation {
        self.app = app
        return app.observeNavigation { [weak self] event in self?.observed(event) }
    }

    private func observed(_ event: NavigationEvent) {
        if depth > 0 || hearsSteps {
            // A step's own change: react as the oracle's replay will.
            var hash = nestedSeed
            for byte in event.description.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            guard nestedBudget > 0, hash % 3 == 0 else { return }
            nestedBudget -= 1
            let action = Action.allCases[Int((hash >> 8) % UInt64(Action.allCases.count))]
            run(Step(action: action, parameter: Int((hash >> 20) % 1_000)))
        } else if isArmed {
            var step: Step?
            if restoreReactions > 0, random.next(below: 2) == 0 {
                restoreReactions -= 1
                step = randomStep()
            }
            takeTopLevel(step)
            if event.action == .restored, event.coordinator === app { hearsSteps = true }
        }
    }

    /// Takes `steps` in order from one `onDismiss` handler of `app`, as the live tree's
    /// callbacks took them: the steps land one after another, and the observer hears their
    /// events after the handler, in that order.
    func runFromOneCallback(_ steps: [Step]) {
        guard let app else { return }
        app.present(.announcement(id: -2)) { [weak self] in
            // From here on the observer hears the steps' events (not the carrier's own).
            self?.hearsSteps = true
            for step in steps { self?.run(step) }
        }
        app.dismiss(entryAt: app.navigation.entries.count - 1)
    }

    private func takeTopLevel(_ step: Step?) {
        guard let app else { return }
        if firstSeen == nil { firstSeen = TreeOutline.of(app) }
        guard let step else { return }
        log.append(step)
        run(step)
    }

    /// Takes `step` on the observed app as a call of its own.
    func run(_ step: Step) {
        guard let app else { return }
        depth += 1
        defer { depth -= 1 }
        let k = step.parameter
        switch step.action {
        case .present:
            app.present(.announcement(id: k), as: k.isMultiple(of: 2) ? .sheet : .fullScreenCover)
        case .push:
            Self.topFeed(app)?.route(to: .author(name: "step \(k)"))
        case .pop:
            Self.topFeed(app)?.pop()
        case .removeTab:
            let removed = Self.tabs(app)?.removeLastTab(k.isMultiple(of: 2) ? .feed : .account)
            results.append("removeLastTab \(String(describing: removed))")
        case .setTabs:
            Self.tabs(app)?.setTabs(k.isMultiple(of: 2) ? [.inbox, .feed, .search] : [])
        case .select:
            Self.tabs(app)?.select(index: k % 6)
        case .dismiss:
            let target: (any Coordinator)? =
                k.isMultiple(of: 2)
                ? Self.topFeed(app) : app.navigation.entries.last?.child ?? app.navigation.rootChild
            target?.dismissCoordinator()
        case .restore:
            do {
                let report = try app.restoreNavigationState(from: snapshots[k % snapshots.count])
                results.append("restored, \(report.skipped.count) skipped")
            } catch {
                results.append("restore threw \(error)")
            }
        case .capture:
            let data = try? app.captureNavigationState()
            results.append(
                data.map {
                    var hash = SplitMix64(hashing: $0)
                    return "\($0.count) bytes, hash \(hash.next())"
                } ?? "nil")
        case .release:
            app.setRoot(k.isMultiple(of: 2) ? .onboarding : .main)
        case .deepLink:
            app.setRoot(.main) { [weak self] (tabs: MainTabs) in
                self?.expectInTree(tabs, of: app)
                tabs.select(index: 0) { (feed: FeedFlow) in
                    self?.expectInTree(feed, of: app)
                    feed.route(to: .thread(id: k))
                }
            }
        }
    }

    private func expectInTree(_ coordinator: any Coordinator, of app: FuzzApp) {
        if coordinator.hierarchyRoot !== app {
            found.append("a typed closure received a \(type(of: coordinator)) that is no longer in the tree")
        }
    }

    static func tabs(_ app: FuzzApp) -> MainTabs? { app.navigation.rootChild as? MainTabs }

    /// The feed at the top of the selected tab's thread chain.
    static func topFeed(_ app: FuzzApp) -> FeedFlow? {
        guard let tabs = tabs(app), tabs.navigation.tabs.indices.contains(tabs.navigation.selectedIndex),
            var feed = tabs.navigation.tabs[tabs.navigation.selectedIndex].child as? FeedFlow
        else { return nil }
        while let next = feed.navigation.entries.last?.child as? FeedFlow { feed = next }
        return feed
    }
}
