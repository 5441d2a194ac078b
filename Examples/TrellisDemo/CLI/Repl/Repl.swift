import Foundation
import ShopExample
import Trellis

/// `trellis-demo repl`: one command per line from standard input, a terminal or a pipe.
///
/// The session restores the saved state at start and saves after every command
/// (`saveOnBackground()`, a synchronous atomic write), so a process that is killed between
/// two commands has lost nothing. After each command it prints the navigation events the
/// command caused, then any result (`=`). Errors go to standard error; the session goes on.
@MainActor
final class Repl {
    let location: StateLocation
    let session: ShopSession
    /// Awaited checkouts started with `checkout`, until their cart leaves the tree.
    var pendingCheckouts: [PendingCheckout] = []
    /// Payments started with `pay`, until their cart no longer asks a question.
    var pendingPayments: [PendingPayment] = []

    private let isInteractive = isatty(STDIN_FILENO) == 1
    private var observation: NavigationObservation?
    private var browserObservation: NavigationObservation?
    /// The width of the catalog browser's window (`collapse`, `expand`).
    var browserWidth = LayoutWidth.regular
    private var events: [NavigationEvent] = []
    private var results: [String] = []

    /// A checkout whose result is awaited.
    struct PendingCheckout {
        weak var cart: CheckoutFlowCoordinator?
        let task: Task<PlacedOrder?, Never>
    }

    /// A payment whose result is awaited (`pay(cardDeclines:)` awaits the user's answer).
    struct PendingPayment {
        weak var cart: CheckoutFlowCoordinator?
        let task: Task<PlacedOrder?, Never>
    }

    /// Sets up the diagnostics hooks, then resumes the state at `location` (or discards it
    /// when `reset`).
    init(location: StateLocation, reset: Bool) {
        self.location = location
        // The library never prints; the app decides where its diagnostics go. Set the hooks
        // before creating the manager, so problems found at launch are reported too.
        PersistenceDiagnostics.handler = { error in Console.error("warning: \(error)") }
        NavigationDiagnostic.handler = { diagnostic in Console.error("note: \(diagnostic)") }
        session = ShopSession(storage: location.storage, resume: !reset)
        observation = session.app.observeNavigation { [weak self] event in self?.events.append(event) }
    }

    /// Reads and runs commands until `quit` or the end of the input.
    func run() async {
        let report = session.restoration.lastRestorationReport
        if isInteractive {
            Console.out("Trellis demo shop: type help for the commands, quit to leave.")
            Console.out("State file: \(location.file.path) (\(report == nil ? "new session" : "resumed"))")
        }
        if let report, !report.isComplete {
            Console.out("  = the restore skipped:")
            for item in report.skipped { Console.out("  =   \(item)") }
        }
        while true {
            if isInteractive { Console.prompt("> ") }
            guard let line = readLine() else { break }
            let command = line.trimmingCharacters(in: .whitespaces)
            if command.isEmpty || command.hasPrefix("#") { continue }
            // Piped input is not shown by a terminal: echo it, so the output reads as a transcript.
            if !isInteractive { Console.out("> " + command) }
            if command == "quit" || command == "exit" { break }
            await execute(command)
            session.didEnterBackground()
        }
        session.didEnterBackground()
    }

    /// Prints the browser's events too, from its first use on.
    func observeBrowser() {
        guard browserObservation == nil else { return }
        browserObservation = session.browser.observeNavigation { [weak self] event in
            self?.events.append(event)
        }
    }

    /// A line printed after the command's events.
    func result(_ text: String) {
        results.append(text)
    }

    private func execute(_ line: String) async {
        let name = String(line.prefix { !$0.isWhitespace })
        let argument = line.dropFirst(name.count).trimmingCharacters(in: .whitespaces)
        events = []
        results = []
        if let command = ReplCommand.named(name) {
            do {
                try await command.run(self, argument)
            } catch {
                Console.error("error: \(error)")
            }
        } else {
            Console.error("error: unknown command \(name); type help for the list")
        }
        await settlePayments()
        await settleCheckouts()
        for event in events { Console.out("  · \(event)") }
        for line in results { Console.out("  = " + line) }
    }

    /// Waits for the awaited checkouts whose cart has left the tree: their `checkOut()` has
    /// resumed (the library resumes it exactly once, whichever way the cart left).
    private func settleCheckouts() async {
        var stillOpen: [PendingCheckout] = []
        for pending in pendingCheckouts {
            if let cart = pending.cart, cart.parent != nil {
                stillOpen.append(pending)
                continue
            }
            let order = await pending.task.value
            result(
                "checkOut() returned \(order.map { "\($0)" } ?? "nil: the cart was closed without an order")")
        }
        pendingCheckouts = stillOpen
    }
}
