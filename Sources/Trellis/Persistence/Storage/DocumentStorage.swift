import Foundation

/// The policy around one ``StateStore``: what happens when stored bytes are unusable, and
/// when this session must not write.
///
/// - Unusable content (not a document, too large, a migration that throws) is moved aside,
///   next to the original under a name containing `corrupt`, and reported: nothing is
///   deleted, and the next save starts afresh.
/// - A document from a newer version, or one that cannot even be reached, is left where it is
///   and reported; writes are then suspended so it is never overwritten, until the next
///   ``load(_:)`` finds storage usable again or ``remove()`` discards it on the app's request.
/// - Every failure goes to ``onError``; nothing here throws or traps.
@MainActor
final class DocumentStorage {
    /// The largest stored value read (16 MiB); anything larger is moved aside unread.
    nonisolated static let defaultSizeLimit = 16 << 20

    let store: any StateStore
    /// The size limit for this store; tests lower it.
    var sizeLimit = defaultSizeLimit
    /// Receives every failure; the owning manager records and forwards it.
    var onError: (PersistenceError) -> Void = { _ in }
    /// `true` while storage holds something this session must not overwrite.
    private(set) var isWriteSuspended = false
    /// Successful writes, for tests of debouncing and of "unchanged state is not rewritten".
    private(set) var writeCount = 0

    private let now: () -> Date

    init(store: any StateStore, now: @escaping () -> Date) {
        self.store = store
        self.now = now
    }

    var location: String { store.location }

    /// Reads and decodes the stored document; `nil` when nothing usable is stored (failures
    /// are reported).
    ///
    /// Each load judges storage afresh: a suspension of writes an earlier load imposed is
    /// lifted, and imposed again only if storage still holds something not to overwrite.
    func load<Document>(_ decode: (Data) throws(DocumentRejection) -> Document) -> Document? {
        isWriteSuspended = false
        let data: Data?
        do {
            data = try store.read(limit: sizeLimit)
        } catch {
            switch error {
            case .tooLarge(let byteCount):
                moveAside(.documentTooLarge(byteCount: byteCount, limit: sizeLimit), underlying: nil)
            case .malformed(let underlying):
                moveAside(.corruptDocument, underlying: underlying)
            case .inaccessible(let underlying):
                isWriteSuspended = true
                onError(PersistenceError(.load, .ioFailure, at: location, underlying: underlying))
            }
            return nil
        }
        guard let data else { return nil }
        do {
            return try decode(data)
        } catch {
            switch error {
            case .corrupt(let underlying):
                moveAside(.corruptDocument, underlying: underlying)
            case .migrationFailed(let underlying):
                moveAside(.migrationFailed, underlying: underlying)
            case .newer(let reason):
                isWriteSuspended = true
                onError(PersistenceError(.load, reason, at: location))
            }
            return nil
        }
    }

    /// Encodes and writes `document`; returns whether it was written (failures are reported).
    ///
    /// A document over the size limit is not written, since the next load would refuse it.
    @discardableResult
    func write(_ document: some Encodable) -> Bool {
        guard !isWriteSuspended else {
            onError(PersistenceError(.save, .writeSuspended, at: location))
            return false
        }
        let data: Data
        do {
            data = try DocumentCoding.encode(document)
        } catch {
            onError(PersistenceError(.save, .encodingFailed, at: location, underlying: error))
            return false
        }
        guard data.count <= sizeLimit else {
            // The next launch would refuse it: keep the last document instead.
            onError(
                PersistenceError(
                    .save, .documentTooLarge(byteCount: data.count, limit: sizeLimit), at: location))
            return false
        }
        do {
            try store.write(data)
        } catch {
            onError(PersistenceError(.save, .ioFailure, at: location, underlying: error))
            return false
        }
        writeCount += 1
        return true
    }

    /// Removes the stored document, whatever it holds, and lifts a write suspension; returns
    /// whether it succeeded (a failure is reported).
    @discardableResult
    func remove() -> Bool {
        do {
            try store.remove()
        } catch {
            onError(PersistenceError(.remove, .ioFailure, at: location, underlying: error))
            return false
        }
        isWriteSuspended = false
        return true
    }

    private func moveAside(_ reason: PersistenceError.Reason, underlying: (any Error)?) {
        do {
            let destination = try store.moveAside(stamp: Self.stamp(now()))
            onError(
                PersistenceError(
                    .load, reason, at: location, movedAsideTo: destination, underlying: underlying))
        } catch {
            // It could not be moved: keep it where it is, and never write over it.
            isWriteSuspended = true
            onError(PersistenceError(.load, reason, at: location, underlying: underlying))
            onError(PersistenceError(.moveAside, .ioFailure, at: location, underlying: error))
        }
    }

    /// `20250102T030405Z`: sortable, and free of characters file systems dislike.
    static func stamp(_ date: Date) -> String {
        guard date.timeIntervalSince1970.isFinite else { return "unknown-date" }
        return date.formatted(
            Date.ISO8601FormatStyle(
                dateSeparator: .omitted, dateTimeSeparator: .standard, timeSeparator: .omitted))
    }
}
