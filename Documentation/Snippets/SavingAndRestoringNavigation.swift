// Hidden context for SavingAndRestoringNavigation.md (see Scripts/check-doc-snippets).
import Foundation

/// Where the app keeps its snapshot.
let snapshotURL = FileManager.default.temporaryDirectory.appendingPathComponent("navigation.json")

/// The coordinator whose restoration policy the article shows.
@MainActor
final class CheckoutCoordinator: FlowCoordinator {
    enum Destinations: Codable, Hashable { case cart, shipping, payment }
    let navigation = FlowNavigation<CheckoutCoordinator>(root: .cart)
}

/// Where version 2 of the catalog in "App updates" moved its settings screen.
@MainActor
final class AccountCoordinator: FlowCoordinator {
    enum Destinations: Codable, Hashable { case overview, settings }
    let navigation: FlowNavigation<AccountCoordinator>

    init(showingSettings: Bool) {
        navigation = FlowNavigation(root: .overview, pushing: showingSettings ? [.settings] : [])
    }
}
