import Foundation
import Testing

@Suite("inspect")
struct InspectTests {
    /// Runs the tour into a fresh directory and returns it.
    private func savedTour() async throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let run = try await DemoBinary.run(["--state-file", directory.stateFile.path])
        try #require(run.status == 0)
        return directory
    }

    @Test("prints a saved app-state file: its UI state and its tree")
    func appStateFile() async throws {
        let directory = try await savedTour()
        let run = try await DemoBinary.run(["inspect", directory.stateFile.path])
        #expect(run.status == 0)
        #expect(run.errors == "")
        try Fixtures.expect(run.output, equals: "inspect.txt")

        let byDirectory = try await DemoBinary.run(["inspect", directory.url.path])
        #expect(byDirectory.output == run.output)
    }

    @Test("prints a bare navigation snapshot")
    func snapshotFile() async throws {
        let directory = try await savedTour()
        let state =
            try JSONSerialization.jsonObject(with: Data(contentsOf: directory.stateFile)) as? [String: Any]
        let base64 = try #require(state?["navigationState"] as? String)
        let snapshot = directory.url.appendingPathComponent("snapshot.json")
        try #require(Data(base64Encoded: base64)).write(to: snapshot)

        let run = try await DemoBinary.run(["inspect", snapshot.path])
        #expect(run.status == 0)
        let expected = try Fixtures.text("inspect.txt")
        let tree = try #require(expected.range(of: "ShopAppCoordinator [root]")).lowerBound
        #expect(
            run.output == "Navigation snapshot: trellis.navigation version 2, 7 coordinators\n"
                + expected[tree...])
    }

    @Test("--format mermaid and --format dot print the saved tree as diagram source, one node per line")
    func diagrams() async throws {
        let directory = try await savedTour()
        let mermaid = try await DemoBinary.run(["inspect", directory.stateFile.path, "--format", "mermaid"])
        #expect(mermaid.status == 0)
        #expect(mermaid.errors == "")
        try Fixtures.expect(mermaid.output, equals: "inspect-mermaid.txt")
        let dot = try await DemoBinary.run(["inspect", "--format=dot", directory.url.path])
        #expect(dot.status == 0)
        try Fixtures.expect(dot.output, equals: "inspect-dot.txt")

        // One node per line of the text's tree, labelled with that line.
        let text = try Fixtures.text("inspect.txt")
        let tree = text[try #require(text.range(of: "ShopAppCoordinator [root]")).lowerBound...]
        let lines = tree.split(separator: "\n").map { $0.drop { $0 == " " } }
        let labels = mermaid.output.split(separator: "\n").dropFirst().filter { !$0.contains("classDef ") }
        #expect(labels.count == lines.count)
        for (label, line) in zip(labels, lines) {
            let escaped = line.replacingOccurrences(of: "\"", with: "#quot;")
            #expect(label.contains("[\"\(escaped)\"]"), "\(label) does not draw \(line)")
        }
    }

    @Test(
        "--format text prints what inspect prints by default; a bare snapshot draws as the file that holds it"
    )
    func formatsOfASnapshot() async throws {
        let directory = try await savedTour()
        let text = try await DemoBinary.run(["inspect", directory.stateFile.path, "--format", "text"])
        try Fixtures.expect(text.output, equals: "inspect.txt")

        let state =
            try JSONSerialization.jsonObject(with: Data(contentsOf: directory.stateFile)) as? [String: Any]
        let base64 = try #require(state?["navigationState"] as? String)
        let snapshot = directory.url.appendingPathComponent("snapshot.json")
        try #require(Data(base64Encoded: base64)).write(to: snapshot)
        let run = try await DemoBinary.run(["inspect", snapshot.path, "--format", "mermaid"])
        #expect(run.status == 0)
        try Fixtures.expect(run.output, equals: "inspect-mermaid.txt")
    }

    @Test("a diagram of an app-state file without a navigation tree is an error")
    func diagramOfNoTree() async throws {
        let directory = try TemporaryDirectory()
        try Data(#"{"formatVersion": 1, "stateVersion": 1, "savedAt": 0}"#.utf8).write(
            to: directory.stateFile)
        let run = try await DemoBinary.run(["inspect", directory.stateFile.path, "--format", "dot"])
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(
            run.errors
                == "trellis-demo: error: \(directory.stateFile.path): the app-state file holds no navigation "
                + "tree to draw (--format text prints the rest)\n")
    }

    @Test(
        "an app-state file from an earlier version reads, its selectedTab ignored (the snapshot holds the selection)"
    )
    func olderAppStateFile() async throws {
        let directory = try TemporaryDirectory()
        try Data(
            #"{"formatVersion": 1, "stateVersion": 1, "savedAt": 0, "selectedTab": 2, "scrollPositions": {}}"#
                .utf8
        ).write(to: directory.stateFile)
        let run = try await DemoBinary.run(["inspect", directory.stateFile.path])
        #expect(run.status == 0)
        #expect(
            run.output == """
                App state: format 1, stateVersion 1
                scrollPositions: none
                formDrafts: none
                navigationState: none

                """)
    }

    static let unusable: [(name: String, content: String, reason: String)] = [
        (
            "garbage", "garbage\n",
            "neither a Trellis navigation snapshot nor an app-state file: it is not valid JSON (Invalid value around character 0)."
        ),
        ("empty", "", "neither a Trellis navigation snapshot nor an app-state file: the data is empty."),
        ("array", "[1, 2]", "its top level is not a JSON object."),
        (
            "other object", #"{"name": "x"}"#,
            "without the format of a snapshot or the stateVersion of an app-state file"
        ),
        (
            "other format", #"{"format": "other", "version": 1, "nodes": []}"#,
            "The data is not a Trellis navigation snapshot: its format is \"other\"."
        ),
        (
            "future version", #"{"format": "trellis.navigation", "version": 99, "nodes": []}"#,
            "format version 99, newer than the supported version 2"
        ),
        (
            "truncated", #"{"format": "trellis.navigation", "version": 1, "nodes": [{"kind": "flow""#,
            "it is not valid JSON (Unexpected end of file during JSON parse)."
        ),
        (
            "dangling parent",
            #"{"format":"trellis.navigation","version":1,"nodes":[{"kind":"flow","type":"A","root":"a"},"#
                + #"{"kind":"flow","type":"B","root":"b","parent":3,"slot":0}]}"#,
            "node 1 refers to parent 3, which does not precede it"
        ),
        (
            "hostile nesting", String(repeating: "[", count: 100_000),
            "it is not valid JSON (Too many nested arrays or dictionaries"
        ),
        ("form draft", #"{"formatVersion": 1, "formID": "signup", "values": {}}"#, "it is a form draft"),
        (
            "newer state file", #"{"formatVersion": 2, "stateVersion": 1, "savedAt": 0}"#,
            "written in storage format 2 by a newer Trellis"
        ),
        (
            "state file with garbage navigation",
            #"{"formatVersion": 1, "stateVersion": 1, "savedAt": 0, "navigationState": "bm90IGpzb24="}"#,
            "The app-state file's navigationState cannot be read. The data is not a Trellis navigation snapshot: "
                + "it is not valid JSON"
        ),
    ]

    @Test("refuses what is not a snapshot or state file, with exit status 1", arguments: unusable)
    func unusableFiles(_ file: (name: String, content: String, reason: String)) async throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("input").path
        try Data(file.content.utf8).write(to: URL(fileURLWithPath: path))
        let run = try await DemoBinary.run(["inspect", path])
        #expect(run.status == 1)
        #expect(run.output == "")
        #expect(run.errors.hasPrefix("trellis-demo: error: \(path): The "))
        #expect(run.errors.contains(file.reason), "\(run.errors)")
    }

    @Test("without a path, inspect reads the REPL's saved state, or says how to save one")
    func defaultState() async throws {
        let directory = try TemporaryDirectory()
        let environment = ["XDG_DATA_HOME": directory.url.path]
        let file = directory.url.appendingPathComponent("trellis-demo/StateRestoration/appState.json").path
        let none = try await DemoBinary.run(["inspect"], environment: environment)
        #expect(none.status == 1)
        #expect(
            none.errors == """
                trellis-demo: error: no saved state yet at \(file): run `trellis-demo repl` and quit \
                (it saves after every command; `printf 'sign-in\\nquit\\n' | trellis-demo repl` does it \
                without typing)

                """)
        let saved = try await DemoBinary.run(["repl"], input: "sign-in\nquit\n", environment: environment)
        #expect(saved.status == 0)
        let run = try await DemoBinary.run(["inspect"], environment: environment)
        #expect(run.status == 0, "\(run.errors)")
        let byPath = try await DemoBinary.run(["inspect", file], environment: environment)
        #expect(run.output == byPath.output)
        #expect(run.output.contains("MainTabCoordinator"), "\(run.output)")
    }

    @Test("a missing file is an error")
    func missingFile() async throws {
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("nothing.json").path
        let run = try await DemoBinary.run(["inspect", path])
        #expect(run.status == 1)
        #expect(run.errors == "trellis-demo: error: no such file: \(path)\n")
    }
}
