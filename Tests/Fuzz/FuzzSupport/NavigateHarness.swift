import Foundation
import Trellis

/// The contract every navigate fuzzer input must hold: its bytes read as two targets
/// (``TargetSpec``) over `FuzzApp`, up to 20,000 coordinators deep, are navigated to in turn
/// on a fresh tree, then the first again.
///
/// After each `navigate(to:)`: nothing crashed; the report lists exactly the parts
/// ``TargetSpec/expectedParts()`` works out from `FuzzApp`'s declarations, in the order the
/// target is walked, each also a `deepLinkSkipped` diagnostic with the report's line; every
/// coordinator of the target's spine shows its level exactly (root or selected tab, entries in
/// order, the hosted types) and hosts the next; every coordinator's `parent` and
/// `hierarchyRoot` are right; a capture and the layout can be made. The same target again
/// changes nothing and raises no event. The rest of the input is read as a link
/// (``LinkSpec``) opened through a `URLRouter` over `FuzzApp` (see `linkViolations`). The tree
/// is freed once released.
///
/// The app asks a question first, which no target can take away: every report says a question
/// is up (``NavigationTargetReport/isUnderQuestion``), the window shows it over whatever the
/// target opened, and it is answered exactly once, by teardown, when the tree is released.
@MainActor
public enum NavigateHarness {
    public static func violations(for data: Data) -> [String] {
        var reader = ByteReader(data)
        let first = TargetSpec.read(&reader)
        let second = TargetSpec.read(&reader)
        let link = LinkSpec.read(&reader)
        var found: [String] = []
        weak var released: FuzzApp?
        var answers: [String?] = []
        do {
            let app = FuzzApp()
            released = app
            app.ask(question) { answers.append($0) }
            var diagnostics: [NavigationDiagnostic] = []
            var events = 0
            let watching = [
                app.observeDiagnostics { diagnostics.append($0) },
                app.observeNavigation { _ in events += 1 },
            ]
            for (name, spec) in [
                ("the first target", first), ("the second target", second), ("the first again", first),
            ] {
                diagnostics = []
                let target = TargetBuilder.target(spec)
                let report = app.navigate(to: target)
                let skipped = diagnostics.filter { $0.kind == .deepLinkSkipped }.map(\.message)
                let problems = check(report, skipped: skipped, spec: spec, app: app)
                found += problems.map { "\(name) (\(spec.levels.count) levels): \($0)" }
                guard problems.isEmpty else { break }
                // The same target again: nothing changes.
                let outline = TreeOutline.of(app)
                events = 0
                let again = app.navigate(to: target)
                if events != 0 { found.append("\(name) again raised \(events) events") }
                if TreeOutline.of(app) != outline { found.append("\(name) again changed the tree") }
                if again.unreachable != report.unreachable { found.append("\(name) again reported \(again)") }
            }
            if found.isEmpty {
                found += linkViolations(link, on: app) {
                    diagnostics = []
                } skipped: {
                    diagnostics.filter { $0.kind == .deepLinkSkipped }.map(\.message)
                }
            }
            if !answers.isEmpty {
                found.append("the app's question was answered \(answers) while the tree lived")
            }
            withExtendedLifetime(watching) {}
        }
        if released != nil { found.append("the tree was not freed once released") }
        if answers != ["cancel"] { found.append("the app's question was answered \(answers) once released") }
        return found
    }

    /// The question the app asks before the targets.
    private static let question = Question<String>.alert("Fuzzed", buttons: [.cancel(answer: "cancel")])

    /// A link opened through ``FuzzRouter``: a routing error that says what is wrong, or a
    /// target navigated to and checked like a fuzzed one, whose own URLs (both styles) route
    /// back to the same target; in any spelling of the router's host, the same outcome as on
    /// the host's canonical spelling.
    private static func linkViolations(
        _ link: LinkSpec, on app: FuzzApp, reset: () -> Void, skipped: () -> [String]
    ) -> [String] {
        let links = FuzzRouter()
        let opened = links.open(link.text)
        if let canonical = link.canonical {
            let expected = links.open(canonical)
            switch (opened, expected) {
            case (.success(let routed), .success(let other)) where routed.spec == other.spec: break
            case (.failure(let error), .failure(let other)) where error.kind == other.kind: break
            default: return ["\(link.text) gave \(opened), but \(canonical) gave \(expected)"]
            }
        }
        switch opened {
        case .failure(let error):
            return error.description.isEmpty ? ["\(link.text) was refused without a description"] : []
        case .success(let routed):
            reset()
            let report = app.navigate(to: routed.target)
            let problems = check(report, skipped: skipped(), spec: routed.spec, app: app)
            guard problems.isEmpty else {
                return problems.map { "the link \(link.text) (\(routed.spec.levels.count) levels): \($0)" }
            }
            for style in [URLStyle.universalLink, .customScheme] {
                let built: URL
                do {
                    built = try links.router.url(for: routed.target, style: style)
                } catch {
                    return ["the router built no \(style) URL for the target of \(link.text): \(error)"]
                }
                switch links.open(built.absoluteString) {
                case .success(let again) where again.spec == routed.spec: continue
                case let other: return ["\(built) (built for \(link.text)) gave \(other)"]
                }
            }
            return []
        }
    }

    private static func check(
        _ report: NavigationTargetReport, skipped: [String], spec: TargetSpec, app: FuzzApp
    ) -> [String] {
        var found: [String] = []
        let parts = spec.expectedParts()
        if report.wasRefused { found.append("navigate(to:) was refused outside any change") }
        if report.unreachable.map(\.description) != parts {
            found.append("the report lists \(report.unreachable.map(\.description)), expected \(parts)")
        }
        if skipped != parts.map({ "navigate(to:): \($0)" }) {
            found.append("the deepLinkSkipped diagnostics were \(skipped), expected one per part \(parts)")
        }
        if !report.isUnderQuestion { found.append("the report says no question is up, but the app's is") }
        let layout = NavigationLayout(of: app)
        if layout.question?.asker !== app || layout.question?.layerIndex != layout.layers.count - 1 {
            found.append("the app's question is not shown over the top-most layer")
        }
        found += spineViolations(spec, outline: TreeOutline.of(app))
        found += FuzzTree.linkViolations(from: app)
        do {
            _ = try app.captureNavigationState()
        } catch {
            found.append("capture threw \(error)")
        }
        return found
    }

    /// Every level of the spine, found by walking the outline from the top: its own lines are
    /// the level's, and the line after its next slot is the next level's coordinator.
    private static func spineViolations(_ spec: TargetSpec, outline: String) -> [String] {
        let lines = outline.split(separator: "\n", omittingEmptySubsequences: false)
        let depths = lines.map(Self.depth(of:))
        // Where each line's subtree ends (the next line at its depth or above), in one pass.
        var ends = Array(repeating: lines.count, count: lines.count)
        var open: [Int] = []
        for (index, depth) in depths.enumerated() {
            while let last = open.last, depths[last] >= depth {
                ends[last] = index
                open.removeLast()
            }
            open.append(index)
        }
        var header = 0
        for (number, level) in spec.levels.enumerated() {
            guard lines.indices.contains(header) else { return ["level \(number): no line \(header)"] }
            let depth = depths[header]
            let expectedHeader = "\(depth) \(level.kind.typeName) [\(level.kind.shape.rawValue)]"
            if lines[header] != expectedHeader {
                return ["level \(number): line \(header) is \(lines[header]), expected \(expectedHeader)"]
            }
            // The coordinator's own lines: those one level deeper, stepping over its children.
            var own: [(index: Int, text: Substring)] = []
            var index = header + 1
            while index < ends[header] {
                if depths[index] == depth + 1 {
                    own.append((index, lines[index]))
                    index += 1
                } else {
                    index = ends[index]
                }
            }
            let expected = level.expectedLines(depth: depth + 1)
            let shown = own.map { String($0.text) }
            var nextLine: Int?
            switch level.kind.shape {
            case .flow, .root:
                let roots = level.base == nil ? Array(shown.prefix(1)) : [expected.base].compactMap { $0 }
                if Array(shown.prefix(1)) != roots || Array(shown.dropFirst()) != expected.entries {
                    return ["level \(number) shows \(shown), expected \(roots + expected.entries)"]
                }
                if let next = level.next, level.continues { nextLine = own[next + 1].index }
            case .tab:
                let tabCount = level.kind.tabs.count
                let selected = shown.prefix(tabCount).filter { $0.contains("]* .") }
                let modals = Array(shown.dropFirst(tabCount))
                if let base = expected.base, selected != [base] {
                    return ["level \(number) selects \(selected), expected \(base)"]
                }
                if modals != expected.entries {
                    return ["level \(number) presents \(modals), expected \(expected.entries)"]
                }
                if let next = level.next, level.continues {
                    nextLine =
                        next < 0
                        ? own.first(where: { $0.text.contains("]* .") })?.index : own[tabCount + next].index
                }
            case .split:
                // The sidebar, the selections the columns show, then the modals.
                let sidebar = "\(depth + 1) sidebar .\(level.kind.destinationText(0))"
                if [sidebar] + expected.entries != shown {
                    return ["level \(number) shows \(shown), expected \([sidebar] + expected.entries)"]
                }
                if let next = level.next, level.continues {
                    let overflow =
                        level.entries.prefix(next).filter { $0.presentation == nil }.count
                        - min(level.selectionCount, level.kind.selectionCapacity)
                    nextLine = own[1 + next - max(overflow, 0)].index
                }
            }
            guard let nextLine else { break }
            header = nextLine + 1
        }
        return []
    }

    private static func depth(of line: Substring) -> Int { Int(line.prefix { $0 != " " }) ?? -1 }

    /// Inputs that reach each kind of part and depth, written by `Scripts/fuzz seeds navigate`.
    public static func seedInputs() -> [(name: String, data: Data)] {
        let seeds: [(String, [UInt8])] = [
            ("fresh", [0x01, 0x00, 0x00, 0x00, 0x00]),
            (
                "feed-thread",
                [0x01, 0x01, 0x00, 0x01, 0x00] + [0x00, 0x00, 0x00, 0x01, 0x00] + [
                    0x05, 0x00, 0x04, 0x00, 0x01, 0x00,
                ] + [0x0A, 0x01, 0x02, 0x02, 0x05, 0x00, 0x00]
            ),
            (
                "deep-sheets",
                [0x01, 0x01, 0x00, 0x01, 0x00] + [0x00, 0x00, 0x00, 0x01, 0x00] + [0xFF, 0x0B, 0x00, 0x01]
            ),
            (
                "deep-covers-then-another-type",
                [0x01, 0x01, 0x00, 0x01, 0x00] + [0x00, 0x00, 0x00, 0x01, 0x00] + [0xFF, 0x0A, 0x00, 0x02] + [
                    0x05, 0x03, 0x04, 0x00, 0x01, 0x47,
                ]
            ),
            (
                "side-parts",
                [0x0A, 0x01, 0x01, 0x00, 0x02, 0x01, 0x07, 0x01, 0x00] + [0x0F, 0x03, 0x01, 0x00, 0x02, 0x00]
            ),
            ("tab-not-shown", [0x01, 0x01, 0x00, 0x01, 0x00] + [0x00, 0x05, 0x00, 0x01, 0x03]),
            (
                "share-compose-then-onboarding",
                [0x01, 0x01, 0x00, 0x01, 0x00] + [0x00, 0x00, 0x00, 0x01, 0x00] + [
                    0x05, 0x01, 0x05, 0x00, 0x01, 0x00,
                ] + [0x05, 0x01, 0x00, 0x02, 0x00, 0x02, 0x00] + [
                    0x0F, 0x00, 0x01, 0x03, 0x02, 0x01, 0x03, 0x00, 0x00,
                ] + [0x00, 0x00, 0x00, 0x01, 0x00] + [0x05, 0x00, 0x02, 0x02, 0x00]
            ),
            (
                "search-library-books",
                [0x01, 0x01, 0x00, 0x01, 0x00] + [0x00, 0x01, 0x00, 0x01, 0x00] + [
                    0x06, 0x00, 0x00, 0x02, 0x00, 0x01, 0x00,
                ] + [0x00, 0x00, 0x00, 0x01, 0x00] + [0x00, 0x00, 0x00]
            ),
            // The feed pushes the split view (`.shelves`): a story selected in the content
            // column shows a feed in the detail column, which pushes an author.
            (
                "split-story-detail",
                [0x01, 0x01, 0x00, 0x01, 0x00] + [0x00, 0x00, 0x00, 0x01, 0x00]
                    + [0x05, 0x00, 0x08, 0x00, 0x01, 0x00] + [0x02, 0x01, 0x02, 0x00, 0x01, 0x00]
                    + [0x05, 0x00, 0x02, 0x00, 0x00]
            ),
            // Three selections (one more than the columns hold), the first naming another type
            // than the feed its story hosts, and a sheet whose story goes on into a feed.
            (
                "split-overflow-side-sheet",
                [0x01, 0x01, 0x00, 0x01, 0x00] + [0x00, 0x00, 0x00, 0x01, 0x00]
                    + [0x05, 0x00, 0x08, 0x00, 0x01, 0x00]
                    + [0x07, 0x02, 0x01, 0x00, 0x02, 0x02, 0x02, 0x03, 0x00] + [0x00, 0x00, 0x00]
            ),
            // The same split view with two selections, then with one (the detail column
            // clears; the split view and its first selection stay), then two again.
            (
                "split-fewer-selections",
                [0x01, 0x01, 0x00, 0x01, 0x00] + [0x00, 0x00, 0x00, 0x01, 0x00] + [
                    0x05, 0x00, 0x08, 0x00, 0x01, 0x00,
                ]
                    + [0x02, 0x01, 0x02, 0x00, 0x00] + [0x01, 0x01, 0x00, 0x01, 0x00]
                    + [0x00, 0x00, 0x00, 0x01, 0x00] + [0x05, 0x00, 0x08, 0x00, 0x01, 0x00] + [
                        0x01, 0x01, 0x00, 0x00,
                    ]
            ),
            // Two short targets (the main screen, then onboarding), then a link: https on
            // 日本語.example spelled with ideographic full stops, to a thread 1,023 deep with
            // its comments.
            (
                "link-deep-thread-ideographic-host",
                [0x01, 0x01, 0x00, 0x00] + [0x01, 0x00, 0x00, 0x00] + [
                    0x00, 0x00, 0x0A, 0x00, 0x02, 0x01, 0x07,
                ]
            ),
            // `FUZZ://onboarding/sign-in` (the custom scheme in capitals).
            (
                "link-custom-scheme-onboarding",
                [0x01, 0x01, 0x00, 0x00] + [0x01, 0x00, 0x00, 0x00] + [0x04, 0x03, 0x02, 0x00, 0x00, 0x00]
            ),
            // `https://пример.münchen.example./inbox`: the inbox hosts no feed (a part that
            // cannot be reached, reported), on a host with a final dot.
            (
                "link-inbox-final-dot",
                [0x01, 0x01, 0x00, 0x00] + [0x01, 0x00, 0x00, 0x00] + [0x01, 0x04, 0x01, 0x00, 0x02, 0x06]
            ),
        ]
        return seeds.map { ($0.0, Data($0.1)) }
    }
}

extension LevelSpec {
    /// The outline lines of this level's own slots (at `depth`) the target promises: the root
    /// or selected tab, and the entries in order.
    @MainActor
    func expectedLines(depth: Int) -> (base: String?, entries: [String]) {
        func line(_ role: String, _ slot: SlotSpec) -> String {
            let hosted = kind.hosted(slot.code).map { " → \($0.typeName) [\($0.shape.rawValue)]" } ?? ""
            return "\(depth) \(role) .\(kind.destinationText(slot.code))\(hosted)"
        }
        if kind.shape == .split {
            // Only the selections a column shows print, in the column that shows them.
            let shown = entries.enumerated().compactMap { index, slot in
                slot.presentation == nil
                    ? index < kind.selectionCapacity
                        ? line(kind.column(showingSelectionAt: index), slot) : nil
                    : line(slot.presentation?.rawValue ?? "?", slot)
            }
            return (nil, shown)
        }
        var base: String?
        if let slot = self.base {
            if kind.shape == .tab {
                base = kind.tabs.firstIndex(of: slot.code).map { line("tab[\($0)]*", slot) }
            } else {
                base = line("root", slot)
            }
        }
        return (base, entries.map { line($0.presentation?.rawValue ?? "?", $0) })
    }
}

extension TargetSpec {
    /// The parts `navigate(to:)` must report, in the order the target is walked (each
    /// coordinator's root or tab with what is below it, then its entries in order): a tab
    /// no tab shows; a child target on a destination that hosts no child, or another type.
    @MainActor
    func expectedParts() -> [String] {
        var before: [String] = []
        var after: [[String]] = []
        for level in levels {
            var prefix: [String] = []
            var suffix: [String] = []
            var passed = false
            for index in -1..<level.entries.count {
                guard let slot = level.slot(index) else { continue }
                let isSelection = index >= 0 && slot.presentation == nil && level.kind.shape == .split
                let role =
                    index < 0
                    ? (level.kind.shape == .tab ? "tab" : "root")
                    : isSelection
                        ? index < level.kind.selectionCapacity
                            ? level.kind.column(showingSelectionAt: index) : "selection[\(index)]"
                        : slot.presentation?.rawValue ?? "?"
                let place = "\(level.kind.typeName) \(role) .\(level.kind.destinationText(slot.code))"
                var part: String?
                let named = index == level.next ? level.nextKind : slot.sideKind
                if isSelection, index >= level.kind.selectionCapacity {
                    // Reported when the split view is reached, before any of its columns'
                    // parts; the selections after it are not tried.
                    if index == level.kind.selectionCapacity {
                        before.append("\(place): the split view has no column to show it")
                    }
                    continue
                }
                if index < 0, level.kind.shape == .tab, !level.kind.tabs.contains(slot.code) {
                    part = "\(place): no tab shows it"
                } else if let named {
                    switch level.kind.hosted(slot.code) {
                    case nil: part = "\(place): hosts no child coordinator"
                    case let hosted? where hosted != named:
                        part = "\(place): hosts \(hosted.typeName), not \(named.typeName)"
                    default: break
                    }
                }
                if index == level.next, level.continues {
                    passed = true
                } else if let part {
                    if passed { suffix.append(part) } else { prefix.append(part) }
                }
            }
            before += prefix
            after.append(suffix)
        }
        return before + after.reversed().flatMap { $0 }
    }
}

/// Parent links of a live tree, walked with a work list.
@MainActor
enum FuzzTree {
    /// Every coordinator's `parent`; `hierarchyRoot` (a walk up the parents) near the top and
    /// every 256 levels, so that the check stays linear in the tree.
    static func linkViolations(from top: any Coordinator) -> [String] {
        var pending: [(any Coordinator, (any Coordinator)?, depth: Int)] = [(top, nil, 0)]
        while let (coordinator, parent, depth) = pending.popLast() {
            if coordinator.parent !== parent { return ["\(type(of: coordinator)) has the wrong parent"] }
            if depth < 16 || depth % 256 == 0, coordinator.hierarchyRoot !== top {
                return ["\(type(of: coordinator)) has the wrong hierarchyRoot"]
            }
            for child in children(of: coordinator) { pending.append((child, coordinator, depth + 1)) }
        }
        return []
    }

    private static func children(of coordinator: any Coordinator) -> [any Coordinator] {
        switch coordinator {
        case let flow as any FlowCoordinator: flowChildren(flow)
        case let tabs as any TabCoordinator: tabChildren(tabs)
        case let root as any RootCoordinator: rootChildren(root)
        case let split as any SplitCoordinator: splitChildren(split)
        default: []
        }
    }

    private static func flowChildren<F: FlowCoordinator>(_ flow: F) -> [any Coordinator] {
        ([flow.navigation.rootChild] + flow.navigation.entries.map(\.child)).compactMap { $0 }
    }

    private static func splitChildren<S: SplitCoordinator>(_ split: S) -> [any Coordinator] {
        ([split.navigation.rootChild] + split.navigation.selections.map(\.child)
            + split.navigation.entries.map(\.child))
            .compactMap { $0 }
    }

    private static func tabChildren<T: TabCoordinator>(_ tabs: T) -> [any Coordinator] {
        (tabs.navigation.tabs.map(\.child) + tabs.navigation.entries.map(\.child)).compactMap { $0 }
    }

    private static func rootChildren<R: RootCoordinator>(_ root: R) -> [any Coordinator] {
        ([root.navigation.rootChild] + root.navigation.entries.map(\.child)).compactMap { $0 }
    }
}
