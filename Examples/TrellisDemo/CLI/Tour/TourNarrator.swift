import ShopExample
import Trellis

/// Prints the tour: each step's call, the navigation events it caused (collected with
/// `observeNavigation`), what it returned, and the tree after it.
@MainActor
final class TourNarrator {
    private var app: ShopAppCoordinator?
    private var observation: NavigationObservation?
    private var events: [NavigationEvent] = []
    private var results: [String] = []

    /// Starts following `app`: its events, and its tree after each step.
    func follow(_ app: ShopAppCoordinator) {
        self.app = app
        events = []
        observation = app.observeNavigation { [weak self] event in self?.events.append(event) }
    }

    /// Stops following the current app, before it is released.
    func stopFollowing() {
        observation?.cancel()
        observation = nil
        app = nil
        events = []
    }

    func heading(_ title: String) {
        Console.out("\n== \(title) ==")
    }

    func say(_ text: String) {
        Console.out(text)
    }

    /// A line printed after the current step's events, such as an awaited result.
    func result(_ text: String) {
        results.append(text)
    }

    /// Prints `call` (and `note`), runs `body`, then prints the events, the results and,
    /// when `showsTree`, the app's `debugHierarchy()`.
    func step(
        _ call: String, _ note: String? = nil, showsTree: Bool = true, _ body: () async throws -> Void
    ) async throws {
        Console.out("")
        Console.out("> " + call)
        if let note { Console.out("  // " + note) }
        events = []
        results = []
        try await body()
        for event in events { Console.out("  · \(event)") }
        for line in results { Console.out("  = " + line) }
        events = []
        results = []
        if showsTree, let app { Console.out(app.debugHierarchy()) }
    }
}
