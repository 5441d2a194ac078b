import Foundation
import ShopExample
import Trellis

/// `trellis-demo` without a command: a scripted session in the shop that ends by saving,
/// simulating termination, relaunching and checking that the restored tree is the same.
@MainActor
struct Tour {
    /// Where the state goes; `nil` for a temporary directory removed at the end.
    let location: StateLocation?

    private let narrator = TourNarrator()

    static let introduction = """
        Trellis demo: a scripted session in a small shop app.
        Each step prints the call (>), a note (//), the navigation events it caused (·, from
        observeNavigation), what it returned (=), and then the whole tree (debugHierarchy()).
        """

    /// Runs the tour; returns `false` when the restored tree differs from the saved one.
    func run() async throws -> Bool {
        let directory =
            location?.directory
            ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                "trellis-demo-tour-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        defer { if location == nil { try? FileManager.default.removeItem(at: directory) } }
        let storage = StateStorageMethod.file(directory: directory)

        narrator.say(Self.introduction)
        weak var firstApp: ShopAppCoordinator?
        let treeBeforeTermination = try await firstLaunch(storage: storage) { firstApp = $0 }
        narrator.say(
            firstApp == nil
                ? "  (the process ends: the whole tree has been released)"
                : "  (the first app is still alive: something retains it)")

        let session = try await relaunch(storage: storage)
        let restoredTree = session.app.debugHierarchy()
        guard restoredTree == treeBeforeTermination else {
            Console.error(
                "trellis-demo: error: the restored tree differs from the tree before termination.\n"
                    + "Before:\n\(treeBeforeTermination)\nRestored:\n\(restoredTree)")
            return false
        }
        narrator.say("  = the restored tree equals the tree before termination")

        try await showExclusions(in: session)
        try await showLayout(of: session)
        session.didEnterBackground()
        if let location {
            narrator.say("\nSaved the final state to \(location.file.path).")
            narrator.say("Resume it with: trellis-demo repl --state-file \(location.file.path)")
            narrator.say("Print it with:  trellis-demo inspect \(location.file.path)")
        }
        narrator.say("\nEnd of the tour.")
        return true
    }

    // MARK: The first launch

    /// The user's first session, up to the app going to the background; returns the tree
    /// as it was then. Every coordinator of this session is released when it returns.
    private func firstLaunch(
        storage: StateStorageMethod, reportApp: (ShopAppCoordinator) -> Void
    ) async throws -> String {
        narrator.heading("First launch")
        let session = ShopSession(storage: storage, resume: false)
        reportApp(session.app)
        narrator.follow(session.app)
        try await narrator.step(
            "let session = ShopSession()",
            "builds ShopAppCoordinator and attaches it to a StateRestorationManager"
        ) {}
        let reviews = try url("shop://catalog/product/7/reviews")
        try await narrator.step(
            "try session.app.open(URL(string: \"\(reviews)\")!)",
            "signed out: ShopLinks.router checks the URL, and the LinkGate holds it until sign-in"
        ) {
            let report = try session.app.open(reviews)
            narrator.result(report.map { "report: \($0)" } ?? "nil: held until sign-in")
        }
        let onboarding = try find(OnboardingFlowCoordinator.self, in: session)
        try await narrator.step("onboarding.route(to: .signIn)") { onboarding.route(to: .signIn) }
        try await narrator.step(
            "onboarding.signIn()",
            "ShopAppCoordinator switches its root to .main, then opens its LinkGate: the held link is followed"
        ) {
            onboarding.signIn()
            narrator.result("heldLinkOutcome: \(Self.describe(session.app.heldLinkOutcome))")
        }

        try await browse(session)
        try await checkOut(in: session)
        try await search(in: session)

        narrator.heading("A universal link, and sharing the place")
        let notifications = try url("https://shop.example.com/profile/settings/notifications")
        try await narrator.step(
            "try session.app.open(URL(string: \"\(notifications)\")!)",
            "signed in: navigate(to:) selects .profile, pushes .settings, and .notifications inside it"
        ) {
            let report = try session.app.open(notifications)
            narrator.result(report.map { "report: \($0)" } ?? "nil: held until sign-in")
        }
        try await narrator.step(
            "try ShopLinks.router.url(for: ShopLinks.currentPlace(of: session.app)!, style: .customScheme)",
            "the routes' reverse closures: the URL of the place in front", showsTree: false
        ) {
            guard let place = ShopLinks.currentPlace(of: session.app) else { return }
            narrator.result(try ShopLinks.router.url(for: place, style: .customScheme).absoluteString)
        }
        let settings = try find(SettingsFlowCoordinator.self, in: session)
        try await narrator.step(
            "settings.route(to: .legacyPreferences)", "an older flow whose Destinations is not Codable"
        ) { settings.route(to: .legacyPreferences) }

        narrator.heading("Termination")
        let tree = session.app.debugHierarchy()
        try await narrator.step(
            "session.didEnterBackground()", "saveOnBackground(): captures the tree and writes appState.json",
            showsTree: false
        ) { session.didEnterBackground() }
        narrator.stopFollowing()
        return tree
    }

    private func browse(_ session: ShopSession) async throws {
        narrator.heading("Browsing the catalog")
        let catalog = try find(CatalogFlowCoordinator.self, in: session)
        try await narrator.step(
            "session.productList.userScrolled(toTopItem: \"product-12\")",
            "a scroll position: the manager keeps it",
            showsTree: false
        ) {
            session.productList.userScrolled(toTopItem: "product-12")
            narrator.result(StateDescription.scrollPosition(in: session))
        }
        try await narrator.step("catalog.route(to: .writeReview(productID: 7))") {
            catalog.route(to: .writeReview(productID: 7))
        }
        let review = session.reviewForm(productID: 7)
        try await narrator.step(
            "review.title = \"Sturdy and bright\"; review.rating = 4", "a form draft: the manager keeps it",
            showsTree: false
        ) {
            review.title = "Sturdy and bright"
            review.rating = 4
            narrator.result(StateDescription.draft(review))
        }
        try await narrator.step(
            "catalog.userDidPop(toEntryCount: 2)",
            "the user swipes back: the UI layer reports it, and the draft stays"
        ) { catalog.userDidPop(toEntryCount: 2) }
        try await narrator.step(
            "catalog.showGallery(productID: 7)", "present(.gallery(productID: 7), as: .fullScreenCover)"
        ) { catalog.showGallery(productID: 7) }
        let gallery = try find(GalleryCoordinator.self, in: session)
        try await narrator.step("gallery.showPhoto(3)", "setRoot(.photo(index: 3))") { gallery.showPhoto(3) }
        try await narrator.step("gallery.close()", "the gallery dismisses itself: dismissCoordinator()") {
            gallery.close()
        }
    }

    private func checkOut(in session: ShopSession) async throws {
        narrator.heading("Checkout: awaiting a child's result")
        let catalog = try find(CatalogFlowCoordinator.self, in: session)
        var pending: Task<PlacedOrder?, Never>?
        let start = "Task { await catalog.checkOut() }"
        let startNote = "present(.cart, awaiting: CheckoutFlowCoordinator.self), in a task"
        try await narrator.step(start, startNote) {
            pending = try await AwaitedCall.start(
                { await catalog.checkOut() }, until: { catalog.isInStack(.cart) })
        }
        let firstCart = try find(CheckoutFlowCoordinator.self, in: session)
        try await narrator.step("cart.route(to: .shipping)") { firstCart.route(to: .shipping) }
        let sheet = catalog.navigation.entries.count - 1
        try await narrator.step(
            "catalog.userDidDismiss(entryAt: \(sheet))",
            "the user swipes the sheet down: the await resumes with nil"
        ) {
            catalog.userDidDismiss(entryAt: sheet)
            narrator.result("checkOut() returned \(Self.describe(await pending?.value))")
        }

        try await narrator.step(start, "the user opens the cart again") {
            pending = try await AwaitedCall.start(
                { await catalog.checkOut() }, until: { catalog.isInStack(.cart) })
        }
        let cart = try find(CheckoutFlowCoordinator.self, in: session)
        try await askQuestions(in: cart, of: session)
        try await narrator.step("cart.route(to: .confirm)") { cart.route(to: .confirm) }
        var payment: Task<PlacedOrder?, Never>?
        try await narrator.step(
            "Task { await cart.pay(cardDeclines: true) }",
            "the card is declined: pay() asks Retry or Cancel, an alert whose answer it awaits"
        ) {
            payment = try await AwaitedCall.start(
                { await cart.pay(cardDeclines: true) },
                until: { NavigationLayout(of: session.app).question?.asker === cart })
            narrator.result(Self.questionLine(of: session))
        }
        try await narrator.step(
            "layout.question?.userDidChoose(buttonAt: 0)",
            "the user taps Retry: pay() places the order, finish(with:) dismisses the sheet, checkOut() resumes"
        ) {
            NavigationLayout(of: session.app).question?.userDidChoose(buttonAt: 0)
            narrator.result("pay() returned \(Self.describe(await payment?.value))")
            narrator.result("checkOut() returned \(Self.describe(await pending?.value))")
        }
    }

    /// The cart asks before removing an item: a destructive confirmation dialog, shown above
    /// the top-most layer and answered through the layout, as a UI reports a tap.
    private func askQuestions(in cart: CheckoutFlowCoordinator, of session: ShopSession) async throws {
        try await narrator.step(
            "cart.askToRemove(\"lamp shade\")", "ask(_:onAnswer:) with a destructive confirmation dialog"
        ) {
            cart.askToRemove("lamp shade")
            narrator.result(Self.questionLine(of: session))
        }
        try await narrator.step(
            "layout.question?.userDidChoose(buttonAt: 0)", "the user taps Remove", showsTree: false
        ) {
            NavigationLayout(of: session.app).question?.userDidChoose(buttonAt: 0)
            narrator.result("cart.items: \(cart.items)")
        }
    }

    private func search(in session: ShopSession) async throws {
        narrator.heading("Search")
        let tabs = try find(MainTabCoordinator.self, in: session)
        try await narrator.step(
            "tabs.selectFirstTab(.search)", "the search flow is created the first time its tab is selected"
        ) { tabs.selectFirstTab(.search) }
        let search = try find(SearchFlowCoordinator.self, in: session)
        try await narrator.step("search.search(for: \"lamp\")") { search.search(for: "lamp") }
        try await narrator.step("search.showNextPage()") { search.showNextPage() }
        try await narrator.step("search.pop()") { search.pop() }
    }

    // MARK: The second launch

    private func relaunch(storage: StateStorageMethod) async throws -> ShopSession {
        narrator.heading("Relaunch")
        let session = ShopSession(storage: storage)
        narrator.follow(session.app)
        try await narrator.step(
            "let session = ShopSession()",
            "a fresh ShopAppCoordinator: attaching it replays the saved snapshot"
        ) {
            let skipped = session.restoration.lastRestorationReport?.skipped ?? []
            narrator.result(skipped.isEmpty ? "restoration report: complete" : "restoration report:")
            for item in skipped { narrator.result("  skipped \(item)") }
            narrator.result(StateDescription.scrollPosition(in: session))
            narrator.result(StateDescription.draft(session.reviewForm(productID: 7)))
        }
        return session
    }

    private func showExclusions(in session: ShopSession) async throws {
        narrator.heading("What a snapshot leaves out")
        let settings = try find(SettingsFlowCoordinator.self, in: session)
        try await narrator.step(
            "settings.route(to: .paymentMethods)", "snapshotPolicy(for:) excludes it from snapshots"
        ) { settings.route(to: .paymentMethods) }
        try await narrator.step(
            "try ShopAppCoordinator().restoreNavigationState(from: session.app.captureNavigationState())",
            "what a restore of this tree would skip", showsTree: false
        ) {
            let report = try ShopAppCoordinator().restoreNavigationState(
                from: try session.app.captureNavigationState())
            for item in report.skipped { narrator.result("skipped \(item)") }
        }
    }

    // MARK: What a window shows

    /// The tabs with a pushed child flow in one tab and a sheet over the selected tab, printed
    /// as layers, paths and tabs (`debugLayout()`): what a SwiftUI layer reads.
    private func showLayout(of session: ShopSession) async throws {
        narrator.heading("What a window shows")
        let tabs = try find(MainTabCoordinator.self, in: session)
        let catalog = try find(CatalogFlowCoordinator.self, in: session)
        try await narrator.step("tabs.selectFirstTab(.home)", showsTree: false) { tabs.selectFirstTab(.home) }
        try await narrator.step(
            "catalog.present(.cart, as: .sheet)", "the cart, not awaited this time", showsTree: false
        ) {
            catalog.present(.cart, as: .sheet)
        }
        let cart = try find(CheckoutFlowCoordinator.self, in: session)
        try await narrator.step("cart.route(to: .shipping)") { cart.route(to: .shipping) }
        try await narrator.step(
            "print(session.app.debugLayout())",
            "NavigationLayout(of: session.app): the same tree as one window shows it", showsTree: false
        ) {
            narrator.say(session.app.debugLayout())
            narrator.say(
                """
                  // Layer 0 is the tab set, each tab its own stack: the profile tab's path runs on
                  // into SettingsFlowCoordinator's screens, the child flow its .settings push hosts.
                  // The cart sheet over the selected home tab opens layer 1, a stack of its own.
                """)
        }
        try await narrator.step(
            "cart.dismissCoordinator(); tabs.selectFirstTab(.profile)", "back to the tree saved before",
            showsTree: false
        ) {
            cart.dismissCoordinator()
            tabs.selectFirstTab(.profile)
        }
    }

    // MARK: Helpers

    /// The line of the window's layout that places its question: over the top-most layer.
    private static func questionLine(of session: ShopSession) -> String {
        let line = session.app.debugLayout().split(separator: "\n").last { $0.contains(" over layer ") }
        return "debugLayout(): " + (line.map(String.init) ?? "no question")
    }

    private static func describe(_ order: PlacedOrder??) -> String {
        order.flatMap { $0 }.map { "\($0)" } ?? "nil"
    }

    private static func describe(_ outcome: Result<NavigationTargetReport, URLRoutingError>?) -> String {
        switch outcome {
        case nil: "nil"
        case .success(let report): "success, report: \(report)"
        case .failure(let error): "failure: \(error)"
        }
    }

    private func url(_ text: String) throws -> URL {
        guard let url = URL(string: text) else { throw DemoError("the tour's link \(text) is not a URL") }
        return url
    }

    private func find<T>(_ type: T.Type, in session: ShopSession) throws -> T {
        guard let found = LiveTree.first(type, in: session.app) else {
            throw DemoError("the tour expected a \(T.self) in the tree")
        }
        return found
    }
}
