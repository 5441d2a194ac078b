/// Whether two destinations are equal, for destination types that are `Equatable`;
/// `false` for any other type (such destinations are never treated as "the same").
///
/// Two destinations of an `Equatable` type are compared through that type's `==` directly;
/// others — `Any` (a destination read from a tree walk), an existential, a class whose
/// subclasses are `Equatable` — by their dynamic types.
func areSameDestination<D>(_ lhs: D, _ rhs: D) -> Bool {
    if let equatable = D.self as? any Equatable.Type { return equatable.areEqual(lhs, rhs) }
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }

    /// `lhs == rhs` for two values of type `D`, which is `Self` (the caller has opened `D` as
    /// `Equatable`), through checked casts: values that are not `Self` are never equal.
    fileprivate static func areEqual<D>(_ lhs: D, _ rhs: D) -> Bool {
        guard let lhs = lhs as? Self, let rhs = rhs as? Self else { return false }
        return lhs == rhs
    }
}
