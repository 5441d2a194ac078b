import Testing

@testable import Trellis

/// The autosave rules as a table: each row feeds the state machine a sequence of events and
/// gives the actions expected after each one.
@Suite("Autosave state machine")
struct AutosaveStateMachineTests {
    typealias Event = AutosaveStateMachine.Event
    typealias Action = AutosaveStateMachine.Action

    /// One row: a name, and each event with the actions it must return.
    struct Row: Sendable, CustomTestStringConvertible {
        let name: String
        let steps: [(Event, [Action])]
        var testDescription: String { name }

        init(_ name: String, _ steps: [(Event, [Action])]) {
            self.name = name
            self.steps = steps
        }
    }

    static let rows: [Row] = [
        // Triggers
        Row("a changed value schedules a save", [(.valueChanged, [.scheduleSave])]),
        Row("the app's scheduleSave() schedules a save", [(.saveScheduled, [.scheduleSave])]),
        Row(
            "navigation in the attached tree schedules a save",
            [(.attached(hasNavigation: false), []), (.treeChanged, [.scheduleSave])]),
        Row(
            "the elapsed debounce writes what changed",
            [(.valueChanged, [.scheduleSave]), (.debounceElapsed, [.write(evenIfUnchanged: false)])]),
        Row("saveNow() writes what changed", [(.saveNowRequested, [.write(evenIfUnchanged: false)])]),
        Row(
            "going to the background writes an unchanged state too",
            [(.wentToBackground, [.write(evenIfUnchanged: true)])]),
        // Loading and replaying
        Row("nothing stored: nothing to do", [(.loaded(.nothing, rewritesSoon: false), [])]),
        Row(
            "applied state cancels a pending save and is replayed when a tree is attached",
            [
                (.valueChanged, [.scheduleSave]),
                (.loaded(.applied(hasNavigation: true), rewritesSoon: false), [.cancelScheduledSave]),
                (.attached(hasNavigation: true), [.replay]),
                (.attached(hasNavigation: true), []),
            ]),
        Row(
            "state applied while a tree is attached is replayed at once",
            [
                (.attached(hasNavigation: false), []),
                (
                    .loaded(.applied(hasNavigation: true), rewritesSoon: false),
                    [.cancelScheduledSave, .replay]
                ),
            ]),
        Row(
            "applied state without navigation replays nothing",
            [
                (.attached(hasNavigation: false), []),
                (.loaded(.applied(hasNavigation: false), rewritesSoon: false), [.cancelScheduledSave]),
            ]),
        Row(
            "an attach without a snapshot keeps the replay for a later attach",
            [
                (.loaded(.applied(hasNavigation: true), rewritesSoon: false), [.cancelScheduledSave]),
                (.attached(hasNavigation: false), []),
                (.attached(hasNavigation: true), [.replay]),
            ]),
        Row(
            "a detached manager replays at the next attach",
            [
                (.attached(hasNavigation: false), []),
                (.detached, []),
                (.loaded(.applied(hasNavigation: true), rewritesSoon: false), [.cancelScheduledSave]),
                (.attached(hasNavigation: true), [.replay]),
            ]),
        Row(
            "expired state is not applied and cancels nothing",
            [(.valueChanged, [.scheduleSave]), (.loaded(.expired, rewritesSoon: false), [])]),
        Row(
            "the replay's own navigation schedules nothing",
            [
                (.replayStarted, []),
                (.treeChanged, []),
                (.restored(differsFromSnapshot: false), []),
                (.replayOutcomeKnown, []),
                (.treeChanged, [.scheduleSave]),
            ]),
        Row(
            "a restored tree that differs from the snapshot schedules a save",
            [
                (.replayStarted, []), (.restored(differsFromSnapshot: true), [.scheduleSave]),
                (.replayOutcomeKnown, []),
            ]),
        Row(
            "a save due during the replay is made once its outcome is known",
            [
                (.replayStarted, []),
                (.saveNowRequested, []),
                (.debounceElapsed, []),
                (.restored(differsFromSnapshot: false), []),
                (.replayOutcomeKnown, [.write(evenIfUnchanged: false)]),
                (.replayOutcomeKnown, []),
            ]),
        Row(
            "a background save held during the replay still writes an unchanged state",
            [
                (.replayStarted, []),
                (.wentToBackground, []),
                (.saveNowRequested, []),
                (.restored(differsFromSnapshot: false), []),
                (.replayOutcomeKnown, [.write(evenIfUnchanged: true)]),
            ]),
        Row(
            "a value changed during the replay schedules a save as usual",
            [
                (.replayStarted, []), (.valueChanged, [.scheduleSave]),
                (.restored(differsFromSnapshot: false), []),
            ]),
        Row(
            "a held save waits for the outermost replay",
            [
                (.replayStarted, []),
                (.replayStarted, []),
                (.saveNowRequested, []),
                (.restored(differsFromSnapshot: false), []),
                (.replayOutcomeKnown, []),
                (.treeChanged, []),
                (.restored(differsFromSnapshot: false), []),
                (.replayOutcomeKnown, [.write(evenIfUnchanged: false)]),
            ]),
        // The restore prompt
        Row(
            "while the prompt waits a due save is dropped, and declining schedules it again",
            [
                (.loaded(.offered, rewritesSoon: false), []),
                (.valueChanged, [.scheduleSave]),
                (.debounceElapsed, [.cancelScheduledSave]),
                (.wentToBackground, [.cancelScheduledSave]),
                (.restoreDeclined, [.scheduleSave]),
                (.saveNowRequested, [.write(evenIfUnchanged: false)]),
            ]),
        Row(
            "declining with no save held schedules nothing",
            [(.loaded(.offered, rewritesSoon: false), []), (.restoreDeclined, [])]),
        Row(
            "confirming applies the offered state and forgets the held save",
            [
                (.attached(hasNavigation: false), []),
                (.loaded(.offered, rewritesSoon: false), []),
                (.saveNowRequested, [.cancelScheduledSave]),
                (.restoreConfirmed(hasNavigation: true), [.cancelScheduledSave, .replay]),
                (.restoreDeclined, []),
                (.saveNowRequested, [.write(evenIfUnchanged: false)]),
            ]),
        Row(
            "an answer with no prompt waiting does nothing",
            [(.restoreConfirmed(hasNavigation: true), []), (.restoreDeclined, [])]),
        Row(
            "reading storage again withdraws the offer and its held save",
            [
                (.loaded(.offered, rewritesSoon: false), []),
                (.saveNowRequested, [.cancelScheduledSave]),
                (.loadStarted, []),
                (.saveNowRequested, [.write(evenIfUnchanged: false)]),
                (.loaded(.nothing, rewritesSoon: false), []),
                (.restoreDeclined, []),
                (.saveNowRequested, [.write(evenIfUnchanged: false)]),
            ]),
        Row(
            "clearing withdraws the offer and its held save",
            [
                (.loaded(.offered, rewritesSoon: false), []),
                (.saveNowRequested, [.cancelScheduledSave]),
                (.cleared, [.cancelScheduledSave]),
                (.restoreDeclined, []),
            ]),
        // Privacy and clearing
        Row(
            "a load that dropped sensitive fields schedules their rewrite",
            [
                (
                    .loaded(.applied(hasNavigation: false), rewritesSoon: true),
                    [.cancelScheduledSave, .scheduleSave]
                )
            ]),
        Row(
            "an expired load with sensitive fields is rewritten too",
            [(.loaded(.expired, rewritesSoon: true), [.scheduleSave])]),
        Row(
            "an offered state's rewrite waits for the answer",
            [
                (.loaded(.offered, rewritesSoon: true), [.scheduleSave]),
                (.debounceElapsed, [.cancelScheduledSave]),
                (.restoreDeclined, [.scheduleSave]),
            ]),
        Row(
            "clearing cancels the pending save and the pending replay",
            [
                (.loaded(.applied(hasNavigation: true), rewritesSoon: false), [.cancelScheduledSave]),
                (.valueChanged, [.scheduleSave]),
                (.cleared, [.cancelScheduledSave]),
                (.attached(hasNavigation: true), []),
            ]),
    ]

    @Test("events give the actions of the table", arguments: rows)
    func eventsGiveTheActions(_ row: Row) {
        var machine = AutosaveStateMachine()
        for (index, (event, expected)) in row.steps.enumerated() {
            let actions = machine.handle(event)
            if actions != expected {
                Issue.record("step \(index + 1), \(event): expected \(expected), got \(actions)")
            }
        }
    }

    @Test("a replay's start and end leave the machine as it was")
    func replayLeavesTheMachineAsItWas() {
        var machine = AutosaveStateMachine()
        _ = machine.handle(.attached(hasNavigation: false))
        let before = machine
        _ = machine.handle(.replayStarted)
        expectTrue(machine.isReplaying)
        _ = machine.handle(.restored(differsFromSnapshot: true))
        _ = machine.handle(.replayOutcomeKnown)
        expectEqual(machine, before)
    }
}
