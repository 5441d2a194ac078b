/// The identity of one entry of the tree: a flow's root or entry, a tab, a modal over tabs or a
/// root, a root coordinator's root.
///
/// An entry keeps its ID while it stays in the tree, and a new entry gets a new ID even when
/// its destination equals the one it replaces (`popToRoot()` then `route(to: .book(id: 42))`
/// while on that book, a `setRoot(_:)` that replaces the root's child, a restore). A UI uses
/// it where SwiftUI needs identity: `sheet(item:)`, `.id(_:)`, path elements. IDs are unique
/// within the process and mean nothing across launches.
public struct EntryID: Hashable, Sendable, CustomStringConvertible {
    private let value: UInt64

    /// A new, never used ID.
    @MainActor
    init() {
        Self.issued += 1
        value = Self.issued
    }

    @MainActor private static var issued: UInt64 = 0

    /// The ID printed `#number`, for tests that write a ``LayoutShape`` by hand. The tree never
    /// issues an ID twice; this can, so it stays out of the tree.
    init(number: UInt64) {
        value = number
    }

    /// `#` and a number, for logs and test failures.
    public var description: String { "#\(value)" }
}
