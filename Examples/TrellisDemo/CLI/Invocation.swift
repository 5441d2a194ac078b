import Trellis

/// What the command line asked for.
enum Invocation: Equatable {
    /// `trellis-demo [--state-file PATH]`: the scripted tour.
    case tour(stateFile: String?)
    /// `trellis-demo repl [--state-file PATH] [--reset]`: the interactive session.
    case repl(stateFile: String?, reset: Bool)
    /// `trellis-demo inspect [PATH] [--format text|mermaid|dot]`; without `PATH`, the state the
    /// REPL saves by default.
    case inspect(path: String?, format: InspectFormat)
    /// `--help`, `-h` or `help`.
    case help
}

/// How `inspect` prints what it read: `--format text` (the default), `mermaid` or `dot`.
enum InspectFormat: Equatable {
    /// The library's description of the file: its UI state and the tree as text.
    case text
    /// The file's navigation tree as diagram source.
    case diagram(DiagramFormat)

    /// The value of `--format`: `text`, or the raw value of a ``DiagramFormat``.
    init?(argument: String) {
        if argument == "text" {
            self = .text
        } else if let diagram = DiagramFormat(rawValue: argument) {
            self = .diagram(diagram)
        } else {
            return nil
        }
    }

    /// The values `--format` takes, as a sentence: `text, mermaid or dot`.
    static var choices: String {
        let names = ["text"] + DiagramFormat.allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}
