/// A destination as the tree walk and the debug printout see it: the value, and its text for
/// ``Coordinator/debugHierarchy()``, made on first use.
///
/// `String(describing:)` of an enum goes through reflection (about 50,000 instructions for a
/// case with a payload), so each entry, tab and root keeps its text with it; printing the tree
/// again costs no reflection. A class, so that filling the cache changes no navigation state.
///
/// Only a value that reaches no object keeps its text: an object, alone or inside a payload
/// (`.page(Page)`), may describe itself differently after it changes, so a destination that
/// reaches one is described on every print. Whether it does is found once per destination, on
/// its second print (see ``DestinationBox``).
protocol DescribedDestination: AnyObject {
    /// The destination.
    var destination: Any { get }
    /// `String(describing: destination)`, kept only while it cannot go stale.
    var debugText: String { get }
}

/// A destination of type `D` with its text, kept once made when `D`'s value reaches no object.
///
/// The first print only describes the value (a tree printed once pays nothing more); the
/// second checks whether the value reaches an object, and from then on the text is either
/// reused or, for a value that reaches one, made again on every print.
final class DestinationBox<D>: DescribedDestination {
    /// Where the text stands.
    private enum Text {
        /// Not printed yet.
        case none
        /// Printed once; not yet known whether it can go stale.
        case unchecked(String)
        /// The value reaches no object: the text stays current.
        case kept(String)
        /// The value reaches an object: described on every print.
        case madeEachTime
    }

    let value: D
    private var text = Text.none

    init(_ value: D) {
        self.value = value
    }

    var destination: Any { value }

    var debugText: String {
        switch text {
        case .kept(let kept):
            return kept
        case .madeEachTime:
            return String(describing: value)
        case .none:
            let made = String(describing: value)
            text = .unchecked(made)
            return made
        case .unchecked(let made):
            if holdsNoObject(value) {
                text = .kept(made)
                return made
            }
            text = .madeEachTime
            return String(describing: value)
        }
    }
}

/// Whether `value` reaches no class instance through its stored properties, enum payloads,
/// elements or existentials, so that its description cannot change while the value stays the
/// same.
///
/// Types made of trivial storage only (integers, enums without payloads, structs of those)
/// answer without reflection; anything else is walked with `Mirror`. Strings, arrays and
/// dictionaries are values even though their storage is a buffer object: `Mirror` shows their
/// elements, not the buffer.
func holdsNoObject(_ value: some Any) -> Bool {
    if _isPOD(type(of: value)) { return true }
    return mirrorHoldsNoObject(value)
}

private func mirrorHoldsNoObject(_ value: Any) -> Bool {
    if type(of: value) is AnyObject.Type { return false }
    switch value {
    case is String, is Substring, is Int, is Double, is Bool: return true
    default: break
    }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class { return false }
    for child in mirror.children where !mirrorHoldsNoObject(child.value) {
        return false
    }
    return true
}
