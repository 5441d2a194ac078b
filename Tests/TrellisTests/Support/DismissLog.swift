import Trellis

/// Records `onDismiss` callbacks by name, in the order they fire.
@MainActor
final class DismissLog {
    private(set) var fired: [String] = []

    /// An `onDismiss` closure that records `name` each time it is called.
    func callback(_ name: String) -> @MainActor () -> Void {
        { self.fired.append(name) }
    }

    /// How many times the callback named `name` fired.
    func count(_ name: String) -> Int {
        fired.filter { $0 == name }.count
    }
}
