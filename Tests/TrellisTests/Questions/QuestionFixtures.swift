import Trellis

// The questions the suites ask, and a log of the answers they get.

/// "Remove the lamp?": a destructive dialog with a cancel button.
let removal = Question<String>.confirmationDialog(
    "Remove the lamp?", buttons: [.destructive("Remove", answer: "remove"), .cancel(answer: "keep")])

/// "Payment failed": an alert with a plain button and a cancel button.
let paymentFailed = Question<String>.alert(
    "Payment failed", message: "Your card was declined.",
    buttons: [.init("Retry", answer: "retry"), .cancel("Not now", answer: "later")])

/// "Saved": an alert without a cancel button.
let saved = Question<String>.alert("Saved", buttons: [.init("OK", answer: "ok")])

/// Records answers by question name, in the order they arrive.
@MainActor
final class AnswerLog {
    private(set) var answers: [String] = []

    /// An `onAnswer` closure that records `"name: answer"` (`nil` for no answer).
    func handler(_ name: String, then body: @escaping @MainActor () -> Void = {})
        -> @MainActor (String?) -> Void
    {
        { answer in
            self.answers.append("\(name): \(answer ?? "nil")")
            body()
        }
    }

    /// How many answers the question named `name` got.
    func count(_ name: String) -> Int {
        answers.filter { $0.hasPrefix("\(name): ") }.count
    }
}

/// Records the events of `tree` while `body` runs, as their descriptions.
@MainActor
func recordingEvents(of tree: any Coordinator, during body: () throws -> Void) rethrows -> [String] {
    var events: [String] = []
    let observation = tree.observeNavigation { events.append($0.description) }
    defer { observation.cancel() }
    try body()
    return events
}

/// Starts `operation`, which asks a question in `tree` and awaits its answer, in a main-actor
/// task, and returns the task once the question is asked (its `asked` event delivered): no
/// sleeping, and no `Task.immediate`, which Apple platforms have from their 2025 releases only.
@MainActor
func startAsking<Value: Sendable>(
    in tree: any Coordinator, _ operation: @escaping @MainActor () async -> Value
) async -> Task<Value, Never> {
    var task: Task<Value, Never>?
    var observation: NavigationObservation?
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        var isAsked = false
        observation = tree.observeNavigation { event in
            guard event.action == .asked, !isAsked else { return }
            isAsked = true
            continuation.resume()
        }
        task = Task { @MainActor in await operation() }
    }
    observation?.cancel()
    // The continuation resumed after the task was made.
    return task ?? Task { await operation() }
}
