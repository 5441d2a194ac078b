/// A misuse of the command line, reported with a pointer to `--help`.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Parses the command line into an ``Invocation``. Small on purpose: three modes, three
/// options, `--name value` or `--name=value`.
enum CommandLineArguments {
    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
        var remaining = arguments[...]
        let mode: String
        if let first = remaining.first, !first.hasPrefix("-") {
            mode = first
            remaining = remaining.dropFirst()
        } else {
            mode = "tour"
        }
        var stateFile: String?
        var reset = false
        var format = InspectFormat.text
        var positional: [String] = []
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            switch name {
            case "--state-file":
                guard mode == "tour" || mode == "repl" else {
                    throw UsageError(message: "--state-file applies to the tour and to repl, not to \(mode)")
                }
                guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
                    throw UsageError(message: "--state-file needs a path")
                }
                stateFile = value
            case "--reset":
                guard mode == "repl" else { throw UsageError(message: "--reset applies to repl only") }
                guard inlineValue == nil else { throw UsageError(message: "--reset takes no value") }
                reset = true
            case "--format":
                guard mode == "inspect" else { throw UsageError(message: "--format applies to inspect only") }
                guard let value = inlineValue ?? remaining.popFirst(), !value.isEmpty else {
                    throw UsageError(message: "--format needs \(InspectFormat.choices)")
                }
                guard let chosen = InspectFormat(argument: value) else {
                    throw UsageError(
                        message: "unknown format \(value) (--format takes \(InspectFormat.choices))")
                }
                format = chosen
            case _ where argument.hasPrefix("-") && argument != "-":
                throw UsageError(message: "unknown option \(argument)")
            default:
                positional.append(argument)
            }
        }
        switch mode {
        case "tour":
            try expectNone(positional, after: "the tour")
            return .tour(stateFile: stateFile)
        case "repl":
            try expectNone(positional, after: "repl")
            return .repl(stateFile: stateFile, reset: reset)
        case "inspect":
            try expectNone(Array(positional.dropFirst()), after: "inspect PATH")
            return .inspect(path: positional.first, format: format)
        case "help":
            return .help
        default:
            throw UsageError(message: "unknown command \(mode) (the commands are repl and inspect)")
        }
    }

    /// `--name=value` as `("--name", "value")`; any other argument as `(argument, nil)`.
    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func expectNone(_ extra: [String], after what: String) throws(UsageError) {
        guard let first = extra.first else { return }
        throw UsageError(message: "unexpected argument \(first) after \(what)")
    }
}
