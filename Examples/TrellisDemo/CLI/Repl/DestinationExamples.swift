import ShopExample

/// Destinations of a coordinator, as the REPL's `destinations` command lists them.
@MainActor
protocol DestinationExamples {
    static var exampleDestinations: [String] { get }
}

extension ShopAppCoordinator: DestinationExamples {
    static var exampleDestinations: [String] { ["(root) .onboarding", "(root) .main"] }
}

extension OnboardingFlowCoordinator: DestinationExamples {
    static var exampleDestinations: [String] { [".welcome", ".signIn"] }
}

extension MainTabCoordinator: DestinationExamples {
    static var exampleDestinations: [String] { ["(tab) .home", "(tab) .search", "(tab) .profile"] }
}

extension CatalogFlowCoordinator: DestinationExamples {
    static var exampleDestinations: [String] {
        [
            ".productList", ".product(id: 7)", ".reviews(productID: 7)", ".writeReview(productID: 7)",
            ".gallery(productID: 7)   (present … --cover)", ".cart   (present; checkout awaits it)",
            ".orderPlaced(number: 1001)", ".filters   (present … --popover)",
        ]
    }
}

extension CheckoutFlowCoordinator: DestinationExamples {
    static var exampleDestinations: [String] { [".cart", ".shipping", ".confirm"] }
}

extension GalleryCoordinator: DestinationExamples {
    static var exampleDestinations: [String] { [".photo(index: 2)"] }
}

extension SearchFlowCoordinator: DestinationExamples {
    static var exampleDestinations: [String] { [".query", ".results(query: \"lamp\", page: 2)"] }
}

extension ProfileFlowCoordinator: DestinationExamples {
    static var exampleDestinations: [String] { [".account", ".orders", ".settings"] }
}

extension SettingsFlowCoordinator: DestinationExamples {
    static var exampleDestinations: [String] {
        [".overview", ".notifications", ".paymentMethods   (never saved)", ".legacyPreferences"]
    }
}
