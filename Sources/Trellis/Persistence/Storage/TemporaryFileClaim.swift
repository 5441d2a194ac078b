import Foundation  // which re-exports the C library (Darwin, Glibc, Musl): flock, open, fsync

/// How writers and loads agree on a temporary file, so that several processes can share one
/// state file.
///
/// A writer holds an exclusive `flock(2)` on its temporary file from just after creating it
/// until after renaming it over the document. The kernel releases the lock when the process
/// dies, however it dies. A load may then remove a temporary file only when it can take that
/// lock itself (its writer is gone) and the name still points at the file it locked. Where the
/// file system has no `flock`, it removes only files untouched for ``abandonedAge``.
///
/// A writer that loses the race between creating its file and locking it (a load removed
/// it in between) sees that the name no longer points at its file, and starts over.
enum TemporaryFileClaim {
    /// What trying to take a temporary file's lock found.
    enum Probe: Equatable {
        /// The lock was free, so no writer holds the file; the caller now holds the lock.
        case unclaimed
        /// Another open file (a live writer) holds the lock.
        case claimed
        /// The file system does not support the lock.
        case unsupported
    }

    /// How long a temporary file must go unmodified before a load removes it where locks are
    /// unsupported: far longer than any write takes.
    static let abandonedAge: TimeInterval = 60 * 60

    /// Whether a load may remove a temporary file: never one a writer holds, and only an old
    /// one when it cannot tell.
    ///
    /// - Parameters:
    ///   - probe: What trying to take the file's lock found.
    ///   - modified: The file's modification date.
    ///   - now: The current date.
    static func isAbandoned(_ probe: Probe, modified: Date, now: Date) -> Bool {
        switch probe {
        case .unclaimed: true
        case .claimed: false
        case .unsupported: now.timeIntervalSince(modified) > abandonedAge
        }
    }

    /// Tries to take the exclusive lock on `descriptor` without waiting.
    static func probe(_ descriptor: Int32) -> Probe {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return .unclaimed }
        return errno == EWOULDBLOCK ? .claimed : .unsupported
    }

    /// Whether `path` still names the file open as `descriptor` (a load did not remove it).
    static func path(_ path: String, names descriptor: Int32) -> Bool {
        var opened = stat()
        var named = stat()
        guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0 else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }
}
