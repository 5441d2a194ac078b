/// A destination as the tree walk and the debug printout see it: the value, and its text for
/// ``Coordinator/debugHierarchy()``, made on first use.
///
/// `String(describing:)` of an enum goes through reflection (about 50,000 instructions for a
/// case with a payload), so each entry, tab and root keeps its text with it; printing the tree
/// again costs no reflection. A class, so that filling the cache changes no navigation state.
/// A destination that is itself an object may describe itself differently over time, so it is
/// described on every print.
protocol DescribedDestination: AnyObject {
    /// The destination.
    var destination: Any { get }
    /// `String(describing: destination)`, made once.
    var debugText: String { get }
}

/// A destination of type `D` with its cached text.
final class DestinationBox<D>: DescribedDestination {
    let value: D
    private var text: String?

    init(_ value: D) {
        self.value = value
    }

    var destination: Any { value }

    var debugText: String {
        if D.self is AnyObject.Type { return String(describing: value) }
        if let text { return text }
        let made = String(describing: value)
        text = made
        return made
    }
}
