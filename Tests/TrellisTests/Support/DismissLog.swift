import Trellis

/// Records `onDismiss` callbacks by name, in the order they fire.
@MainActor
final class DismissLog {
    private(set) var fired: [String] = []

    /// An `onDismiss` closure that records `name` each time it is called.
    func callback(_ name: String) -> @MainActor () -> Void {
        { self.fired.append(name) }
    }

    /// An `onDismissWithCause` closure that records `"name: cause"` each time it is called.
    func handler(_ name: String) -> @MainActor (DismissalCause) -> Void {
        { self.fired.append("\(name): \($0)") }
    }

    /// How many times the callback named `name` fired.
    func count(_ name: String) -> Int {
        fired.filter { $0 == name }.count
    }
}
