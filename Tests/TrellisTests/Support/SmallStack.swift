import Foundation

/// Runs `body` with only `bytes` of the current thread's stack left below it: how a test shows
/// that a call does not grow the call stack with the size of its input. A recursion over a
/// deep input overflows 512 KiB long before it would a whole 8 MiB stack, and the test run
/// crashes.
///
/// The stack is used up by a recursion down to `bytes` above the thread's stack limit, and
/// `body` runs at the bottom of it, on the same thread: main-actor code stays on the main
/// actor (a thread of its own with a 512 KiB stack would run it off the main actor, which
/// Observation's checks refuse). Where the stack's bounds are unknown, `body` runs with the
/// whole stack.
@MainActor
func onSmallStack<Result>(bytes: Int = 512 * 1024, _ body: () -> Result) -> Result {
    guard let lowest = StackBounds.lowestAddress() else { return body() }
    let outer = StackBounds.smallStackLowest
    StackBounds.smallStackLowest = lowest
    defer { StackBounds.smallStackLowest = outer }
    return StackBounds.descend(until: lowest + UInt(bytes), body)
}

enum StackBounds {
    /// The lowest address of the stack `onSmallStack` runs its body on, read once when it
    /// starts; `nil` outside it.
    @MainActor fileprivate static var smallStackLowest: UInt?

    /// The address of a frame of the recursion; written after each call so that the call is
    /// not a tail call, which an optimizer would turn into a loop.
    nonisolated(unsafe) private static var lastFrame: UInt = 0

    /// The lowest address the current thread's stack may grow to; `nil` where unknown.
    static func lowestAddress() -> UInt? {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        #if os(Linux)
            // The mapping that holds this frame: a thread's stack is mapped whole, above its
            // guard page; the main thread's (`[stack]`) grows down to its limit.
            guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8) else {
                return nil
            }
            for line in maps.split(separator: "\n") {
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                let bounds = fields.first?.split(separator: "-").compactMap { UInt($0, radix: 16) } ?? []
                guard bounds.count == 2, bounds[0] <= here, here < bounds[1] else { continue }
                guard fields.last == "[stack]" else { return bounds[0] }
                var limit = rlimit()
                guard getrlimit(__rlimit_resource_t(RLIMIT_STACK.rawValue), &limit) == 0,
                    limit.rlim_cur < 1 << 40  // not unlimited
                else { return nil }
                return bounds[1] - UInt(limit.rlim_cur)
            }
            return nil
        #elseif canImport(Darwin)
            let thread = pthread_self()
            return UInt(bitPattern: pthread_get_stackaddr_np(thread)) - UInt(pthread_get_stacksize_np(thread))
        #else
            return nil
        #endif
    }

    /// How much stack is left below the caller's frame. Inside `onSmallStack` it measures
    /// against the bounds read when that started (reading `/proc/self/maps` takes far longer
    /// than a measurement should); elsewhere it reads them.
    @MainActor @inline(never)
    static func bytesLeft() -> Int? {
        guard let lowest = smallStackLowest ?? lowestAddress() else { return nil }
        var marker: UInt8 = 0
        return Int(withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }) - Int(lowest)
    }

    /// Recurses until the stack reaches `limit`, then runs `body`.
    @inline(never)
    static func descend<Result>(until limit: UInt, _ body: () -> Result) -> Result {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        guard here > limit else { return body() }
        let result = descend(until: limit, body)
        lastFrame = here
        return result
    }
}
