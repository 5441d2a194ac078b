/// The stored side of one ``LinkGate`` made with a name and storage: its document, the number
/// of the link it holds, and the rule shared by every gate with the same name in the process.
///
/// The rule: storage holds the newest link that a live gate of that name still holds, that no
/// gate of that name has applied or discarded, and that can be written; nothing when there is
/// none. So a gate that applies its link never removes a link another gate still holds, and
/// a link two gates read at launch comes back after a relaunch only while neither has
/// applied or discarded it.
///
/// Each held link has a number, new for every ``LinkGate/receive(_:)``; gates that read the
/// same stored document share its number, so applying it through one retires it for all.
@MainActor
final class HeldLinkStorage {
    let documents: DocumentStorage
    /// The number of the held link; `nil` while the gate holds none.
    private(set) var heldItem: UInt64?
    /// Writes the gate's held link; returns whether it was written.
    private let writeHeldLink: @MainActor () -> Bool

    init(documents: DocumentStorage, writeHeldLink: @escaping @MainActor () -> Bool) {
        self.documents = documents
        self.writeHeldLink = writeHeldLink
    }

    /// Joins the gates of its name; `loadedLink` tells whether the gate read a link at launch.
    func join(loadedLink: Bool) {
        let location = documents.location
        var shared = Self.shared[location] ?? Shared()
        shared.members.removeAll { $0.storage == nil }
        shared.members.append(Member(storage: self))
        if loadedLink {
            if let stored = shared.storedItem, !shared.retired.contains(stored) {
                heldItem = stored
            } else {
                heldItem = Self.newItem()
                shared.storedItem = heldItem
            }
        }
        Self.shared[location] = shared
    }

    /// The gate holds a new link: it is the newest, so it is written (or, when it can't be,
    /// the newest one that can).
    func hold() {
        heldItem = Self.newItem()
        synchronize(discarding: false)
    }

    /// The gate no longer holds its link (applied, or discarded when `discarding`): storage
    /// falls back to the newest link another gate holds, or is emptied.
    ///
    /// Storage that holds a document this session must not overwrite (from a newer version,
    /// or unreachable) is emptied only when the app discards.
    func release(discarding: Bool) {
        if let heldItem {
            Self.shared[documents.location, default: Shared()].retired.insert(heldItem)
        }
        heldItem = nil
        synchronize(discarding: discarding)
    }

    /// Makes storage hold the newest link a gate holds that is not retired and can be
    /// written; removes it when there is none.
    ///
    /// Writes report their failures to app code, which may call back into a gate: the shared
    /// state is read again after them, never kept across.
    private func synchronize(discarding: Bool) {
        let location = documents.location
        Self.shared[location, default: Shared()].members.removeAll { $0.storage == nil }
        let retired = Self.shared[location]?.retired ?? []
        let candidates = (Self.shared[location]?.members ?? []).compactMap(\.storage)
            .compactMap { member in member.heldItem.map { (member, $0) } }
            .filter { !retired.contains($0.1) }
            .sorted { $0.1 > $1.1 }
        var written: UInt64?
        for (candidate, item) in candidates where candidate.writeHeldLink() {
            written = item
            break
        }
        if let written {
            Self.shared[location, default: Shared()].storedItem = written
        } else if discarding || !documents.isWriteSuspended, documents.remove() {
            Self.shared[location, default: Shared()].storedItem = nil
        }
        // Numbers no gate holds any more can't come back, except the stored one's.
        if var shared = Self.shared[location] {
            let live = Set(shared.members.compactMap { $0.storage?.heldItem })
            shared.retired = shared.retired.filter { live.contains($0) || $0 == shared.storedItem }
            Self.shared[location] = shared
        }
    }

    /// The gates with storage in this process, by location.
    private struct Shared {
        var members: [Member] = []
        /// Numbers of links a gate applied or discarded.
        var retired: Set<UInt64> = []
        /// The number of the link storage holds, as far as this process knows.
        var storedItem: UInt64?
    }

    private struct Member {
        weak var storage: HeldLinkStorage?
    }

    private static var shared: [String: Shared] = [:]
    private static var lastItem: UInt64 = 0

    private static func newItem() -> UInt64 {
        lastItem += 1
        return lastItem
    }
}
