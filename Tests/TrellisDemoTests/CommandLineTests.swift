import Foundation
import Testing

@Suite("The command line")
struct CommandLineTests {
    @Test(
        "--help documents the modes and options",
        arguments: [["--help"], ["-h"], ["help"], ["repl", "--help"]])
    func help(_ arguments: [String]) async throws {
        let run = try await DemoBinary.run(arguments)
        #expect(run.status == 0)
        for word in [
            "trellis-demo repl", "trellis-demo inspect [PATH]", "--state-file PATH", "--reset",
            "appState.json",
            "--format FORMAT", "mermaid", "dot",
        ] {
            #expect(run.output.contains(word), "missing \(word)")
        }
    }

    static let misuses: [(arguments: [String], message: String)] = [
        (["--bogus"], "trellis-demo: unknown option --bogus"),
        (["frob"], "trellis-demo: unknown command frob"),
        (["inspect", "a", "b"], "trellis-demo: unexpected argument b after inspect PATH"),
        (["repl", "extra"], "trellis-demo: unexpected argument extra after repl"),
        (["--reset"], "trellis-demo: --reset applies to repl only"),
        (["--state-file"], "trellis-demo: --state-file needs a path"),
        (
            ["inspect", "--state-file", "x", "y"],
            "trellis-demo: --state-file applies to the tour and to repl"
        ),
        (["--format", "dot"], "trellis-demo: --format applies to inspect only"),
        (["inspect", "x", "--format"], "trellis-demo: --format needs text, mermaid or dot"),
        (
            ["inspect", "x", "--format", "svg"],
            "trellis-demo: unknown format svg (--format takes text, mermaid or dot)"
        ),
        (
            ["repl", "--state-file", "/tmp/notes.json"],
            "StateRestorationManager names its file appState.json"
        ),
    ]

    @Test("misuse prints a message on standard error and exits with 1", arguments: misuses)
    func misuse(_ misuse: (arguments: [String], message: String)) async throws {
        let run = try await DemoBinary.run(misuse.arguments)
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errors.contains(misuse.message), "\(run.errors)")
    }
}
