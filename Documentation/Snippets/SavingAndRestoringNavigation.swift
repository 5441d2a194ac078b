// Hidden context for SavingAndRestoringNavigation.md (see Scripts/check-doc-snippets).
import Foundation

/// Where the app keeps its snapshot.
let snapshotURL = FileManager.default.temporaryDirectory.appendingPathComponent("navigation.json")

/// The coordinator whose restoration policy the article shows.
@MainActor
final class CheckoutCoordinator: FlowCoordinator {
    enum Destinations: Codable, Hashable { case cart, shipping, payment }
    let stack = FlowStack<CheckoutCoordinator>(root: .cart)
}
