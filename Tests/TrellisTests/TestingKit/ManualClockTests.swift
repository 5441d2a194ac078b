import Testing
import TrellisTesting

// A sleeper the clock fails to wake would hang the test: the time limit turns that into a failure.
@Suite("Manual clock", .timeLimit(.minutes(1)))
struct ManualClockTests {
    func wakesInDeadlineOrder() async {
        let clock = ManualClock()
        let log = Log()
        let late = Task {
            try? await clock.sleep(for: .seconds(3))
            await log.append("late")
        }
        let early = Task {
            try? await clock.sleep(for: .seconds(1))
            await log.append("early")
        }
        await clock.waitForSleepers(count: 2)
        clock.advance(by: .milliseconds(999))
        expectEqual(clock.sleeperCount, 2)
        clock.advance(by: .milliseconds(1))
        await early.value
        await expectEqual(log.entries, ["early"])
        clock.advance(by: .seconds(2))
        await late.value
        await expectEqual(log.entries, ["early", "late"])
        expectEqual(clock.now.offset, .seconds(3))
    }

    func cancelledSleeperThrows() async {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers(count: 1)
        sleeper.cancel()
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        expectEqual(clock.sleeperCount, 0)
    }

    func pastDeadlineReturns() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(5))
        // Neither sleep may wait: nothing advances the clock again (a wait hits the time limit).
        try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
        try await clock.sleep(for: .zero)
        try await clock.sleep(until: clock.now)
        expectEqual(clock.sleeperCount, 0)
        expectEqual(clock.now.offset, .seconds(5))
        // A sleep that is not yet due does wait, and is woken by the advance that reaches it.
        let pending = Task { try await clock.sleep(for: .nanoseconds(1)) }
        await clock.waitForSleepers(count: 1)
        expectEqual(clock.sleeperCount, 1)
        clock.advance(by: .nanoseconds(1))
        try await pending.value
        expectEqual(clock.sleeperCount, 0)
    }

    private actor Log {
        var entries: [String] = []
        func append(_ entry: String) { entries.append(entry) }
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .wakesInDeadlineOrder: await wakesInDeadlineOrder()
        case .cancelledSleeperThrows: await cancelledSleeperThrows()
        case .pastDeadlineReturns: try await pastDeadlineReturns()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case wakesInDeadlineOrder = "sleepers wake in deadline order, only when time reaches them"
        case cancelledSleeperThrows = "a cancelled sleeper throws CancellationError and leaves the clock"
        case pastDeadlineReturns = "a sleep whose deadline has passed returns at once"

        var testDescription: String { rawValue }
    }
}
