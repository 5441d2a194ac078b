import Foundation
import ShopExample
import Trellis

// The app's own actions: what the buttons of its screens do, calling the coordinators'
// methods and the screen models.

extension Repl {
    func signIn() throws {
        guard let onboarding = LiveTree.first(OnboardingFlowCoordinator.self, in: session.app) else {
            throw DemoError("already signed in")
        }
        let heldLink = session.app.links.heldLink
        onboarding.signIn()
        if let heldLink, let outcome = session.app.heldLinkOutcome {
            result("followed the link held until sign-in, \(heldLink.absoluteString)")
            switch outcome {
            case .success(let report): describe(report)
            case .failure(let error): throw error
            }
        }
    }

    func signOut() throws {
        guard session.app.isSignedIn else { throw DemoError("not signed in") }
        session.app.signOut()
    }

    /// Follows a `shop://` or `https://shop.example.com` link through the shop's router.
    func openLink(_ text: String) throws {
        guard !text.isEmpty else { throw DemoError("a link is missing; try \(Self.linkExamples)") }
        guard let url = URL(string: text) else { throw DemoError("\(text) is not a URL") }
        guard let report = try session.app.open(url) else {
            result("held until sign-in (LinkGate); sign-in follows it")
            return
        }
        describe(report)
    }

    /// Prints the URLs of the place in front, when a route leads there.
    func share() throws {
        guard let place = ShopLinks.currentPlace(of: session.app) else {
            throw DemoError("onboarding has no URL; sign in first")
        }
        result(try ShopLinks.router.url(for: place, style: .customScheme).absoluteString)
        result(try ShopLinks.router.url(for: place, style: .universalLink).absoluteString)
    }

    static let linkExamples =
        "shop://catalog/product/7/reviews, shop://search?q=lamp, shop://profile/settings/notifications "
        + "or https://shop.example.com/catalog/cart"

    /// `navigate(to:)`'s report: the target reached, or the parts it could not reach.
    private func describe(_ report: NavigationTargetReport) {
        if report.isComplete {
            result("navigate(to:) reached the target")
        } else {
            result("navigate(to:) could not reach all of the target:")
            for line in report.description.split(separator: "\n") { result("  \(line)") }
        }
    }

    /// Opens the cart and keeps the awaiting task; the REPL reports its result once the
    /// cart leaves the tree.
    func startCheckout() async throws {
        let catalog = try inFront(CatalogFlowCoordinator.self, for: "checkout")
        let before = catalog.navigation.entries.count
        let task = try await AwaitedCall.start(
            { await catalog.checkOut() },
            until: {
                catalog.navigation.entries.count > before
                    && catalog.navigation.entries.last?.destination == .cart
            })
        let cart = catalog.navigation.entries.last?.child as? CheckoutFlowCoordinator
        pendingCheckouts.append(PendingCheckout(cart: cart, task: task))
    }

    func placeOrder() throws {
        let cart = try inFront(CheckoutFlowCoordinator.self, for: "place-order")
        if !pendingCheckouts.contains(where: { $0.cart === cart }) {
            result(
                "nothing awaits this cart (it was opened with present or restored), so the order only dismisses it"
            )
        }
        cart.placeOrder()
    }

    func closeFrontmost() throws {
        let coordinator = frontmost
        guard coordinator !== session.app else { throw DemoError("the app itself cannot be closed") }
        coordinator.dismissCoordinator()
    }

    func editDraft(_ text: String) throws {
        let form = try reviewFormInFront(for: "draft")
        let field = String(text.prefix { !$0.isWhitespace })
        let value = text.dropFirst(field.count).trimmingCharacters(in: .whitespaces)
        switch field {
        case "title":
            form.title = value
        case "rating":
            guard let rating = Int(value), (1...5).contains(rating) else {
                throw DemoError("a rating is a number from 1 to 5")
            }
            form.rating = rating
        default:
            throw DemoError("draft takes a field, title or rating, and its text")
        }
        result(StateDescription.draft(form))
    }

    func showForm() throws {
        result(StateDescription.draft(try reviewFormInFront(for: "form")))
    }

    func submitReview() throws {
        let form = try reviewFormInFront(for: "submit-review")
        guard form.hasDraft else { throw DemoError("the review is empty") }
        form.submit()
        result("review of product \(form.productID) sent; its draft is cleared")
        try inFront(CatalogFlowCoordinator.self, for: "submit-review").pop()
    }

    func scroll(_ item: String) throws {
        guard LiveTree.first(CatalogFlowCoordinator.self, in: session.app) != nil else {
            throw DemoError("the product list is not showing")
        }
        if !item.isEmpty { session.productList.userScrolled(toTopItem: item) }
        result(StateDescription.scrollPosition(in: session))
    }

    // MARK: Helpers

    private func inFront<T>(_ type: T.Type, for command: String) throws -> T {
        guard let coordinator = frontmost as? T else {
            throw DemoError("\(command) works in \(T.self), and \(name(of: frontmost)) is in front")
        }
        return coordinator
    }

    private func reviewFormInFront(for command: String) throws -> ReviewFormModel {
        let catalog = try inFront(CatalogFlowCoordinator.self, for: command)
        guard case .writeReview(let productID)? = catalog.navigation.entries.last?.destination else {
            throw DemoError("\(command) needs the review form in front: push .writeReview(productID: 7)")
        }
        return session.reviewForm(productID: productID)
    }
}
