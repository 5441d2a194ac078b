import ShopExample

/// Routes of a coordinator, as the REPL's `routes` command lists them.
@MainActor
protocol RouteExamples {
    static var exampleRoutes: [String] { get }
}

extension ShopAppCoordinator: RouteExamples {
    static var exampleRoutes: [String] { ["(root) .onboarding", "(root) .main"] }
}

extension OnboardingFlowCoordinator: RouteExamples {
    static var exampleRoutes: [String] { [".welcome", ".signIn"] }
}

extension MainTabCoordinator: RouteExamples {
    static var exampleRoutes: [String] { ["(tab) .home", "(tab) .search", "(tab) .profile"] }
}

extension CatalogFlowCoordinator: RouteExamples {
    static var exampleRoutes: [String] {
        [
            ".productList", ".product(id: 7)", ".reviews(productID: 7)", ".writeReview(productID: 7)",
            ".gallery(productID: 7)   (present … --cover)", ".cart   (present; checkout awaits it)",
            ".orderPlaced(number: 1001)", ".filters   (present … --popover)",
        ]
    }
}

extension CheckoutFlowCoordinator: RouteExamples {
    static var exampleRoutes: [String] { [".cart", ".shipping", ".confirm"] }
}

extension GalleryCoordinator: RouteExamples {
    static var exampleRoutes: [String] { [".photo(index: 2)"] }
}

extension SearchFlowCoordinator: RouteExamples {
    static var exampleRoutes: [String] { [".query", ".results(query: \"lamp\", page: 2)"] }
}

extension ProfileFlowCoordinator: RouteExamples {
    static var exampleRoutes: [String] { [".account", ".orders", ".settings"] }
}

extension SettingsFlowCoordinator: RouteExamples {
    static var exampleRoutes: [String] {
        [".overview", ".notifications", ".paymentMethods   (never saved)", ".legacyPreferences"]
    }
}
