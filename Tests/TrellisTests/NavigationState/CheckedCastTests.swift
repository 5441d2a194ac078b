import Testing

@testable import Trellis

/// What a restore keeps between its passes, and how two destinations are compared, go through
/// checked casts: a box or a value of another type than the reader expects is refused, never
/// reinterpreted.
@MainActor
@Suite("Checked casts on what a document or an app decides")
struct CheckedCastTests {
    @Test func aKeptBoxIsReadBackOnlyAsItsOwnType() {
        let kept: AnyObject = DecodedDestinations<[Int]>([1, 2, 3])
        #expect(DecodedDestinations<[Int]>.destinations(in: kept) == [1, 2, 3])
        #expect(DecodedDestinations<[String]>.destinations(in: kept) == nil)
        #expect(DecodedDestinations<[Int]?>.destinations(in: kept) == nil)
    }

    @Test func destinationsOfOneEquatableTypeCompareByValue() {
        #expect(areSameDestination(3, 3))
        #expect(!areSameDestination(3, 4))
        #expect(areSameDestination(Optional("a"), Optional("a")))
    }

    @Test func destinationsReadAsAnyCompareByTheirDynamicTypes() {
        #expect(areSameDestination(3 as Any, 3 as Any))
        #expect(!areSameDestination(3 as Any, "3" as Any))
        #expect(!areSameDestination(3 as Any, Int64(3) as Any))
    }

    @Test func aClassDestinationComparesThroughItsOwnEquality() {
        final class Screen: Equatable {
            let id: Int
            init(_ id: Int) { self.id = id }
            static func == (lhs: Screen, rhs: Screen) -> Bool { lhs.id == rhs.id }
        }
        #expect(areSameDestination(Screen(1), Screen(1)))
        #expect(!areSameDestination(Screen(1), Screen(2)))
    }
}
