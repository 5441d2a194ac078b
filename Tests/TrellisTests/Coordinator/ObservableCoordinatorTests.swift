import Observation
import Synchronization
import Testing
import Trellis
import TrellisTesting

/// A coordinator an app marks `@Observable` to share state with its screens.
@Observable
@MainActor
final class ObservedCheckout: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case cart, shipping, payment
    }

    let navigation = FlowNavigation<ObservedCheckout>(root: .cart)
    var itemCount = 0

    func addItem() {
        itemCount += 1
        if itemCount == 1 { route(to: .shipping) }
    }
}

/// The docs say a coordinator may be `@Observable` ("Where screen state lives"): its own
/// properties are observed, and its navigation, capture and restore work as for any other.
@MainActor
@Suite("Coordinators: an @Observable coordinator")
struct ObservableCoordinatorTests {
    @Test("Its own state is observed and its navigation is the tree's")
    func observedAndNavigated() throws {
        let checkout = ObservedCheckout()
        let changed = Mutex(false)
        withObservationTracking {
            _ = checkout.itemCount
        } onChange: {
            changed.withLock { $0 = true }
        }
        checkout.addItem()
        #expect(changed.withLock { $0 })
        expectHierarchy(
            of: checkout,
            equals: """
                ObservedCheckout [flow]
                  root .cart
                  push .shipping
                """)
        let restored = ObservedCheckout()
        try restored.restoreNavigationState(from: checkout.captureNavigationState())
        #expect(restored.debugHierarchy() == checkout.debugHierarchy())
        #expect(restored.itemCount == 0)
    }
}
