/// What the command line asked for.
enum Invocation: Equatable {
    /// `trellis-demo [--state-file PATH]`: the scripted tour.
    case tour(stateFile: String?)
    /// `trellis-demo repl [--state-file PATH] [--reset]`: the interactive session.
    case repl(stateFile: String?, reset: Bool)
    /// `trellis-demo inspect PATH`.
    case inspect(path: String)
    /// `--help`, `-h` or `help`.
    case help
}
