import Foundation
import Testing

@Suite("The REPL's catalog browser")
struct ReplBrowserTests {
    @Test("selects, pushes the reviews, collapses and goes back; a relaunch shows the same browser")
    func browserSession() async throws {
        let directory = try TemporaryDirectory()
        let arguments = ["repl", "--state-file", directory.stateFile.path]
        let input = """
            browser
            select sidebar 2
            select content 4
            reviews
            browser
            collapse
            browser-back
            browser-back
            expand
            select content 3
            tree

            """
        let run = try await DemoBinary.run(arguments, input: input)
        #expect(run.status == 0)
        #expect(run.errors == "")
        // A relaunch resumes the browser from its own scene, and the tabs' tree is untouched.
        let relaunch = try await DemoBinary.run(arguments, input: "browser\n")
        #expect(relaunch.status == 0)
        try Fixtures.expect(run.output + relaunch.output, equals: "repl-browser.txt")
    }
}
