import Foundation
import Testing

@Suite("The scripted tour")
struct TourTests {
    @Test("prints the checked-in transcript and exits with 0")
    func transcript() async throws {
        let run = try await DemoBinary.run([])
        #expect(run.status == 0)
        #expect(run.errors == "")
        try Fixtures.expect(run.output, equals: "tour.txt")
    }

    @Test("with --state-file, leaves the final state there and says so")
    func stateFile() async throws {
        let directory = try TemporaryDirectory()
        let run = try await DemoBinary.run(["--state-file", directory.stateFile.path])
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(FileManager.default.fileExists(atPath: directory.stateFile.path))

        // The same tour, with three lines about the file before the last one.
        let tour = try Fixtures.text("tour.txt")
        let ending = "\nEnd of the tour.\n"
        #expect(run.output.hasPrefix(String(tour.dropLast(ending.count))))
        #expect(run.output.contains("Saved the final state to \(directory.stateFile.path).\n"))
        #expect(run.output.hasSuffix(ending))
    }

    @Test("a second tour on the same state file starts fresh")
    func tourOverwritesState() async throws {
        let directory = try TemporaryDirectory()
        _ = try await DemoBinary.run(["repl", "--state-file", directory.stateFile.path], input: "sign-in\n")
        let run = try await DemoBinary.run(["--state-file", directory.url.path])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix(String(try Fixtures.text("tour.txt").prefix(1_000))))
    }
}
