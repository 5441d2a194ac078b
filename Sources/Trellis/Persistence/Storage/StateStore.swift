import Foundation

/// One place where a saved document lives: a file or a UserDefaults key. Raw bytes only;
/// ``DocumentStorage`` decides what to do when they are unusable.
@MainActor
protocol StateStore: AnyObject {
    /// The file path, or the defaults suite and key, for error messages.
    var location: String { get }

    /// Returns the stored bytes, or `nil` when nothing is stored.
    ///
    /// Throws ``StoreReadError/tooLarge(byteCount:)`` without reading when the value is larger
    /// than `limit`.
    func read(limit: Int) throws(StoreReadError) -> Data?

    /// Replaces the stored value with `data`, atomically where the medium allows.
    func write(_ data: Data) throws

    /// Removes the stored value; removing nothing succeeds.
    func remove() throws

    /// Moves the stored value to a new location whose name contains `corrupt` and `stamp`,
    /// next to the original, and returns that location.
    func moveAside(stamp: String) throws -> String
}

/// Why stored bytes could not be read.
enum StoreReadError: Error {
    /// Something is stored but it is not bytes (a defaults value of another type): it can be
    /// moved aside.
    case malformed(any Error)
    /// The stored value is larger than the limit: it can be moved aside.
    case tooLarge(byteCount: Int)
    /// The stored value cannot be reached (no permission, a directory in place of the file):
    /// it must be left alone, and not overwritten.
    case inaccessible(any Error)
}

/// A failed low-level call, naming the call and the path it was made on.
struct StoreCallError: Error, CustomStringConvertible {
    /// The call and its arguments, e.g. `rename(a → b)`.
    var call: String
    /// The `errno` it reported.
    var code: POSIXErrorCode

    var description: String { "\(call) failed: \(String(cString: strerror(code.rawValue)))" }

    /// The error for `call` from the current `errno`.
    static func current(_ call: String) -> StoreCallError {
        StoreCallError(call: call, code: POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
}
