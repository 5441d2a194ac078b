import Foundation
import Trellis

// The navigate fuzzer's inputs: bytes read as a `NavigationTarget` over `FuzzApp`, as plain
// values. A target is a spine of levels, one per coordinator, each going on into the next
// through one of its slots; any slot may also carry a small target of a type its destination
// does not host (a part that cannot be reached). One byte repeats a feed level thousands of
// times (a thread inside a thread), so that a few bytes give a target thousands of
// coordinators deep.
//
// What the harness expects is worked out here from `FuzzApp`'s declarations (which
// destination hosts which coordinator, which tabs a tab set shows) and the contract of
// `navigate(to:)` in DeepLinks.md, not from the library's planner.

/// The coordinator types of `FuzzApp`, as the harness sees them.
enum FuzzKind: Int, CaseIterable {
    case app, onboarding, mainTabs, feed, search, library, settings, account, compose, share, shelf

    var typeName: String {
        switch self {
        case .app: "FuzzApp"
        case .onboarding: "OnboardingFlow"
        case .mainTabs: "MainTabs"
        case .feed: "FeedFlow"
        case .search: "SearchFlow"
        case .library: "LibraryTabs"
        case .settings: "SettingsFlow"
        case .account: "AccountFlow"
        case .compose: "ComposeFlow"
        case .share: "ShareSwitch"
        case .shelf: "ShelfSplit"
        }
    }

    enum Shape: String { case flow, tab, root, split }

    var shape: Shape {
        switch self {
        case .app, .share: .root
        case .mainTabs, .library: .tab
        case .shelf: .split
        default: .flow
        }
    }

    /// How many selections a split view's columns hold (`ShelfSplit` has a content column).
    var selectionCapacity: Int { shape == .split ? 2 : 0 }

    /// The column showing a split view's selection number `index` (below the capacity).
    func column(showingSelectionAt index: Int) -> String { ["content", "detail"][index] }

    /// How many destinations the harness draws from (``FuzzDestinations``).
    var destinationCount: Int {
        switch self {
        case .app: 3
        case .onboarding: 3
        case .mainTabs: 7
        case .feed: 9
        case .search: 3
        case .library: 3
        case .settings: 4
        case .account: 5
        case .compose: 4
        case .share: 3
        case .shelf: 3
        }
    }

    /// The coordinator destination number `code` hosts (as `makeChild(for:)` in FuzzApp.swift
    /// declares it), or `nil`.
    func hosted(_ code: Int) -> FuzzKind? {
        switch (self, code) {
        case (.app, 0): .onboarding
        case (.app, 1): .mainTabs
        case (.mainTabs, 0): .feed
        case (.mainTabs, 1): .search
        case (.mainTabs, 3): .settings
        case (.mainTabs, 4): .account
        case (.mainTabs, 5): .compose
        case (.feed, 4): .feed
        case (.feed, 5): .share
        case (.feed, 8): .shelf
        case (.search, 2): .library
        case (.library, 0): .feed
        case (.settings, 3): .account
        case (.share, 1): .compose
        case (.shelf, 2): .feed
        default: nil
        }
    }

    /// The destinations a fresh tab set's tabs show (a target never changes tabs), by code.
    var tabs: [Int] {
        switch self {
        case .mainTabs: [0, 1, 2, 3, 4]
        case .library: [0, 1]
        default: []
        }
    }

    /// The tab selected when the tab set is made.
    var initiallySelected: Int { self == .library ? 1 : 0 }
}

/// One destination of a target level: its code (``FuzzDestinations``), its presentation
/// (`nil` for a root or tab, and for a split view's selection), and a target of the child it
/// should go on into.
struct SlotSpec: Equatable {
    var code: Int
    var presentation: Presentation?
    /// A small target on a slot off the spine: always of a type the destination does not host.
    var sideKind: FuzzKind?
}

/// One coordinator of the spine.
struct LevelSpec: Equatable {
    var kind: FuzzKind
    /// The root or tab; `nil` for a flow at its current root.
    var base: SlotSpec?
    /// The entries in order; a split view's selections (no presentation) come first, then its
    /// modals.
    var entries: [SlotSpec] = []
    /// The slot going on into the next level: `-1` the base, else an entry; `nil` at the end.
    var next: Int?
    /// The type the next level's target names (when it is not the hosted type, the part is
    /// unreachable and the spine ends there).
    var nextKind: FuzzKind?

    var slots: [SlotSpec] { (base.map { [$0] } ?? []) + entries }

    /// A split view's selections (its entries without a presentation, first).
    var selectionCount: Int { entries.prefix { $0.presentation == nil }.count }

    /// Whether the spine goes on below this level: the next slot is shown and hosts the type
    /// the next level names.
    var continues: Bool {
        guard let index = next, let slot = slot(index), let hosted = kind.hosted(slot.code),
            hosted == nextKind
        else { return false }
        if index >= kind.selectionCapacity, slot.presentation == nil, kind.shape == .split { return false }
        return !(index < 0 && kind.shape == .tab && !kind.tabs.contains(slot.code))
    }

    func slot(_ index: Int) -> SlotSpec? {
        index < 0 ? base : entries.indices.contains(index) ? entries[index] : nil
    }
}

/// A whole target: its levels, top (a `FuzzApp`) first.
struct TargetSpec: Equatable {
    var levels: [LevelSpec]

    /// At most this many levels (the repeat byte stops there).
    static let maximumLevels = 20_000

    /// Reads a target from `reader`; the top is always a `FuzzApp` level.
    static func read(_ reader: inout ByteReader) -> TargetSpec {
        var levels: [LevelSpec] = []
        var kind = FuzzKind.app
        while levels.count < maximumLevels {
            if kind == .feed, reader.peek() == 0xFF {
                reader.skip()
                // 2^(b % 15) + b′ levels: mostly a few hundred, now and then thousands.
                let count = min(
                    1 << (Int(reader.next()) % 15) + Int(reader.next()), maximumLevels - levels.count)
                let presentation = [Presentation.push, .sheet, .fullScreenCover, .popover][
                    Int(reader.next()) % 4]
                for _ in 0..<max(count, 1) {
                    levels.append(
                        LevelSpec(
                            kind: .feed, entries: [SlotSpec(code: 4, presentation: presentation)], next: 0,
                            nextKind: .feed))
                }
                continue
            }
            var level = readLevel(kind, &reader)
            guard let nextSlot = level.next.flatMap(level.slot) else {
                level.next = nil
                levels.append(level)
                break
            }
            let hosted = kind.hosted(nextSlot.code)
            // Mostly the hosted type (the spine goes on); now and then another (a part that
            // cannot be reached: the spine ends there).
            let byte = Int(reader.next())
            level.nextKind =
                byte % 8 == 7 || hosted == nil ? FuzzKind.allCases[byte % FuzzKind.allCases.count] : hosted
            levels.append(level)
            guard level.continues, let hosted else { break }
            kind = hosted
        }
        if let last = levels.last, last.continues {
            // The limit stopped the spine: its last level goes on into nothing.
            levels[levels.count - 1].next = nil
            levels[levels.count - 1].nextKind = nil
        }
        return TargetSpec(levels: levels)
    }

    private static func readLevel(_ kind: FuzzKind, _ reader: inout ByteReader) -> LevelSpec {
        var level = LevelSpec(kind: kind)
        let header = Int(reader.next())
        if kind.shape == .split {
            // Up to one selection more than the columns hold (a part that cannot be reached).
            for _ in 0..<header % 4 {
                level.entries.append(SlotSpec(code: Int(reader.next()) % kind.destinationCount))
            }
        } else if kind.shape != .flow || header % 5 != 0 {
            level.base = SlotSpec(code: Int(reader.next()) % kind.destinationCount)
        }
        for _ in 0..<(header / 5) % 4 {
            let byte = Int(reader.next())
            let presentation: Presentation =
                kind.shape == .flow && byte % 3 == 0
                ? .push : byte % 5 == 0 ? .popover : byte % 2 == 0 ? .sheet : .fullScreenCover
            level.entries.append(
                SlotSpec(code: Int(reader.next()) % kind.destinationCount, presentation: presentation))
        }
        // Side targets: a type the destination does not host.
        let sides = Int(reader.next())
        for index in -1..<level.entries.count where sides >> (index + 1) & 1 == 1 {
            guard let slot = level.slot(index) else { continue }
            let hosted = kind.hosted(slot.code)
            var side = FuzzKind.allCases[(sides >> 4 + index + 1) % FuzzKind.allCases.count]
            if side == hosted { side = FuzzKind.allCases[(side.rawValue + 1) % FuzzKind.allCases.count] }
            if index < 0 { level.base?.sideKind = side } else { level.entries[index].sideKind = side }
        }
        let next = Int(reader.next())
        if next % 6 != 0, !level.slots.isEmpty {
            let index = next % level.slots.count - (level.base == nil ? 0 : 1)
            level.next = index
            if index < 0 { level.base?.sideKind = nil } else { level.entries[index].sideKind = nil }
        }
        return level
    }
}

/// Reads an input byte by byte; past its end every byte is 0.
struct ByteReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ data: Data) { bytes = Array(data) }

    var isAtEnd: Bool { position >= bytes.count }

    func peek() -> UInt8 { position < bytes.count ? bytes[position] : 0 }

    mutating func skip() { position += 1 }

    mutating func next() -> UInt8 {
        defer { position += 1 }
        return peek()
    }
}
