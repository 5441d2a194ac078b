import Foundation
import Testing

/// The shop's questions in the REPL: a destructive dialog before removing an item from the
/// cart, an alert offering Retry when the card is declined (awaited by `pay(cardDeclines:)`),
/// both queued when asked at once, and a question answered by teardown when the cart closes.
@Suite("The REPL's questions")
struct ReplQuestionTests {
    static let script = """
        sign-in
        checkout
        remove desk lamp
        tree
        answer 0
        remove lamp shade
        pay --decline
        layout
        answer 1
        tree
        answer 5
        answer
        pay --decline
        answer 0
        checkout
        remove desk lamp
        dismiss
        answer
        remove chair
        tree

        """

    @Test("remove, pay --decline and answer ask and answer questions; the transcript is a fixture")
    func questions() async throws {
        let directory = try TemporaryDirectory()
        let run = try await DemoBinary.run(
            ["repl", "--state-file", directory.stateFile.path], input: Self.script)
        #expect(run.status == 0)
        #expect(
            run.errors == """
                error: answer takes a button of Payment failed: 0 Retry, 1 Cancel
                error: no question is up
                error: remove works in CheckoutFlowCoordinator, and CatalogFlowCoordinator is in front

                """)
        try Fixtures.expect(run.output, equals: "repl-questions.txt")
    }

    @Test("help lists the question commands")
    func help() async throws {
        let directory = try TemporaryDirectory()
        let run = try await DemoBinary.run(
            ["repl", "--state-file", directory.stateFile.path], input: "help\n")
        for line in [
            "  remove ITEM ", "  pay [--decline] ", "  answer [INDEX] ",
        ] {
            #expect(run.output.contains(line), "missing \(line)")
        }
    }
}
