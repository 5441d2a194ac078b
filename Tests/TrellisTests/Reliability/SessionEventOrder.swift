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

    /// `nil` when the observers heard the same events in causal order since the last check;
    /// forgets them either way.
    func check() -> String? {
        defer { heard = Array(repeating: [], count: Self.observers) }
        for other in heard.dropFirst() where other != heard[0] {
            return "the observers heard different events:\n\(heard.map { "  \($0)" }.joined(separator: "\n"))"
        }
        for entry in heard[0] {
            guard let change = entry.change else { return "\(entry) arrived outside the observers' queue" }
            if change < lastChange {
                return "\(entry) arrived after an event of change \(lastChange): \(heard[0])"
            }
            lastChange = change
        }
        return nil
    }
}
