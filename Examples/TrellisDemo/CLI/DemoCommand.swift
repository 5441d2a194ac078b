import Foundation

/// The entry point of `trellis-demo`: the scripted tour, the REPL or the inspector.
///
/// Everything runs on the main actor, like the UI code of an app.
@main
@MainActor
struct DemoCommand {
    static func main() async {
        exit(await run(Array(CommandLine.arguments.dropFirst())))
    }

    /// Runs one invocation; returns the exit status.
    static func run(_ arguments: [String]) async -> Int32 {
        do {
            switch try CommandLineArguments.parse(arguments) {
            case .help:
                Console.out(Usage.text)
                return 0
            case .tour(let stateFile):
                let tour = Tour(location: try stateFile.map(StateLocation.resolve))
                return try await tour.run() ? 0 : 1
            case .repl(let stateFile, let reset):
                let location = try stateFile.map(StateLocation.resolve) ?? .standard
                await Repl(location: location, reset: reset).run()
                return 0
            case .inspect(let path?, let format):
                Console.out(try Inspector.report(forFileAt: path, as: format))
                return 0
            case .inspect(nil, let format):
                Console.out(try Inspector.reportOfSavedState(at: .standard, as: format))
                return 0
            }
        } catch let error as UsageError {
            Console.error("trellis-demo: \(error)\nRun trellis-demo --help for usage.")
            return 1
        } catch {
            Console.error("trellis-demo: error: \(error)")
            return 1
        }
    }
}
