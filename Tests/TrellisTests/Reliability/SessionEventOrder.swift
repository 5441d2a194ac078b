@testable import Trellis

/// What the random session's observers heard, each event with the number of the change that
/// raised it: an observer registered before the one that navigates, that one, and one after it.
///
/// The check is the rule of the Reliability article: every observer hears the same events, each
/// change's events together and the changes in the order they happened (their numbers never go
/// down), whichever callback or observer made them.
@MainActor
final class ObservedEvents {
    struct Heard: Equatable, CustomStringConvertible {
        var change: Int?
        var event: String

        var description: String { "\(change.map(String.init) ?? "?"): \(event)" }
    }

    /// The observers, in the order they are registered on a tree.
    static let observers = 3
    private var heard: [[Heard]] = Array(repeating: [], count: observers)
    /// The change of the last event checked: later events come from it or a later one.
    private var lastChange = Int.min

    /// Records `event`, heard by observer number `observer`.
    func record(_ event: NavigationEvent, by observer: Int) {
        heard[observer].append(Heard(change: ObserverQueue.changeBeingDelivered, event: event.description))
    }

    /// A divergence found when the observers were replaced, reported by the next check.
    private var failure: String?

    /// `nil` when the observers heard the same events in causal order since the last check;
    /// forgets them either way.
    func check() -> String? {
        defer { heard = Array(repeating: [], count: Self.observers) }
        if let failure {
            self.failure = nil
            return failure
        }
        for other in heard.dropFirst() where other != heard[0] { return divergence() }
        return checkOrder(heard[0])
    }

    /// The session's tree was replaced, and the observers with it, maybe by the navigating
    /// observer while an event was being delivered: the observers registered after it miss
    /// that event, as a cancelled observation does (and every observer misses the old tree's
    /// events still queued). Checks what they heard until then, and starts again.
    func restart() {
        let longest = heard.max { $0.count < $1.count } ?? []
        for log in heard where !longest.starts(with: log) || longest.count - log.count > 1 {
            failure = failure ?? divergence()
        }
        failure = failure ?? checkOrder(longest)
        heard = Array(repeating: [], count: Self.observers)
    }

    private func divergence() -> String {
        "the observers heard different events:\n\(heard.map { "  \($0)" }.joined(separator: "\n"))"
    }

    /// `nil` when `log` comes change by change, in the order the changes happened.
    private func checkOrder(_ log: [Heard]) -> String? {
        for entry in log {
            guard let change = entry.change else { return "\(entry) arrived outside the observers' queue" }
            if change < lastChange {
                return "\(entry) arrived after an event of change \(lastChange): \(log)"
            }
            lastChange = change
        }
        return nil
    }
}
