import Foundation
import Testing

@Suite("State saved by the version-1 snapshot format")
struct VersionOneStateTests {
    /// `Fixtures/v1/appState.json` was saved by the example at the end of its tour, with the
    /// version-1 snapshot format; `Fixtures/v1/restored.txt` is what the REPL printed after
    /// restoring it then.
    @Test("the example restores a version-1 state file to the same tree")
    func restoresTheSameTree() async throws {
        let directory = try TemporaryDirectory()
        try Data(contentsOf: Fixtures.directory.appendingPathComponent("v1/appState.json"))
            .write(to: directory.stateFile)
        let run = try await DemoBinary.run(
            ["repl", "--state-file", directory.stateFile.path], input: "tree\nquit\n")
        #expect(run.status == 0)
        #expect(run.errors == "")
        try Fixtures.expect(run.output, equals: "v1/restored.txt")
    }
}
