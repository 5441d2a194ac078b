/// Whether two destinations are equal, for destination types that are `Equatable`;
/// `false` for any other type (such destinations are never treated as "the same").
func areSameDestination(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
