/// One REPL command: its name, how to call it, and what it does.
@MainActor
struct ReplCommand {
    enum Group: String, CaseIterable {
        case navigation = "Navigation, on the coordinator in front"
        case app = "App actions"
        case browser = "The catalog browser, the split view of an iPad or Mac window"
        case session = "Session"
    }

    typealias Action = @MainActor (_ repl: Repl, _ argument: String) async throws -> Void

    let group: Group
    let usage: String
    let summary: String
    let run: Action

    init(_ group: Group, _ usage: String, _ summary: String, run: @escaping Action) {
        self.group = group
        self.usage = usage
        self.summary = summary
        self.run = run
    }

    /// The command's name: the first word of its usage.
    var name: String { String(usage.prefix { $0 != " " }) }

    static func named(_ name: String) -> ReplCommand? {
        all.first { $0.name == name }
    }

    static let all: [ReplCommand] = [
        ReplCommand(.navigation, "push DEST", "push a destination, e.g. push .product(id: 7)") {
            repl, destination in
            try repl.push(destination)
        },
        ReplCommand(
            .navigation, "present DEST [--cover]",
            "present a destination as a sheet, or a full-screen cover (--popover: a popover)"
        ) {
            repl, destination in try repl.present(destination)
        },
        ReplCommand(.navigation, "pop", "pop the top entry, as code does (pop())") { repl, _ in
            try repl.pop()
        },
        ReplCommand(.navigation, "back", "the user taps Back (userDidPop(toEntryCount:))") { repl, _ in
            try repl.goBack()
        },
        ReplCommand(.navigation, "dismiss", "the user swipes down the sheet or cover in front") { repl, _ in
            try repl.dismissModal()
        },
        ReplCommand(.navigation, "tab NAME|INDEX", "the user taps a tab, e.g. tab search") { repl, tab in
            try repl.selectTab(tab)
        },
        ReplCommand(.navigation, "destinations", "list destinations of the coordinator in front") { repl, _ in
            repl.listDestinations()
        },
        ReplCommand(.navigation, "link URL", "follow a link, e.g. link shop://catalog/product/7/reviews") {
            repl, url in
            try repl.openLink(url)
        },
        ReplCommand(.navigation, "share", "print the URLs of the place in front, when a route leads there") {
            repl, _ in
            try repl.share()
        },
        ReplCommand(.app, "sign-in", "finish onboarding: the root switches to the tabs") { repl, _ in
            try repl.signIn()
        },
        ReplCommand(.app, "sign-out", "back to onboarding: the tabs are torn down") { repl, _ in
            try repl.signOut()
        },
        ReplCommand(.app, "checkout", "in the catalog: open the cart and await its result (checkOut())") {
            repl, _ in try await repl.startCheckout()
        },
        ReplCommand(.app, "place-order", "in the cart: finish(with: order), which checkOut() awaits") {
            repl, _ in
            try repl.placeOrder()
        },
        ReplCommand(.app, "remove ITEM", "in the cart: ask before removing an item (a confirmation dialog)") {
            repl, item in try repl.askToRemove(item)
        },
        ReplCommand(
            .app, "pay [--decline]", "in the cart: pay; a declined card asks Retry or Cancel (an alert)"
        ) {
            repl, argument in try await repl.pay(argument)
        },
        ReplCommand(.app, "answer [INDEX]", "the user taps button INDEX of the question up, or dismisses it")
        {
            repl, index in try repl.answer(index)
        },
        ReplCommand(.app, "close", "the coordinator in front dismisses itself (dismissCoordinator())") {
            repl, _ in try repl.closeFrontmost()
        },
        ReplCommand(.app, "draft title|rating TEXT", "type into the review form in front") { repl, text in
            try repl.editDraft(text)
        },
        ReplCommand(.app, "form", "show the review form in front, with its draft") { repl, _ in
            try repl.showForm()
        },
        ReplCommand(.app, "submit-review", "send the review: clear its draft and pop") { repl, _ in
            try repl.submitReview()
        },
        ReplCommand(.app, "scroll [ITEM]", "scroll the product list to ITEM, or show where it is") {
            repl, item in
            try repl.scroll(item)
        },
        ReplCommand(
            .browser, "select sidebar|content ID",
            "the user taps a category or a product, e.g. select sidebar 2"
        ) {
            repl, argument in try repl.selectInBrowser(argument)
        },
        ReplCommand(.browser, "reviews", "the user taps Reviews on the product in the detail column") {
            repl, _ in
            try repl.showBrowserReviews()
        },
        ReplCommand(.browser, "collapse", "the window gets narrow: the columns collapse into one stack") {
            repl, _ in repl.setBrowserWidth(.compact)
        },
        ReplCommand(.browser, "expand", "the window gets wide again: the columns side by side") { repl, _ in
            repl.setBrowserWidth(.regular)
        },
        ReplCommand(.browser, "browser-back", "in a narrow window, the user taps Back") { repl, _ in
            try repl.goBackInBrowser()
        },
        ReplCommand(
            .browser, "browser", "print the browser's tree, and its layout wide and narrow side by side"
        ) {
            repl, _ in repl.printBrowser()
        },
        ReplCommand(.session, "tree", "print the navigation tree (debugHierarchy())") { repl, _ in
            Console.out(repl.session.app.debugHierarchy())
        },
        ReplCommand(.session, "layout", "print what one window shows: layers, paths, tabs (debugLayout())") {
            repl, _ in Console.out(repl.session.app.debugLayout())
        },
        ReplCommand(.session, "save", "save now (done after every command anyway)") { repl, _ in
            repl.session.didEnterBackground()
            repl.result("saved to \(repl.location.file.path)")
        },
        ReplCommand(.session, "help", "this list") { _, _ in
            Console.out(helpText)
        },
        ReplCommand(.session, "quit", "save and leave (also exit, or the end of the input)") { _, _ in },
    ]

    static var helpText: String {
        var lines: [String] = []
        let width = all.map(\.usage.count).max() ?? 0
        for group in Group.allCases {
            lines.append(group.rawValue + ":")
            for command in all where command.group == group {
                let padding = String(repeating: " ", count: width - command.usage.count)
                lines.append("  \(command.usage)\(padding)  \(command.summary)")
            }
        }
        lines.append(
            "DEST is a destination written as the tree prints it: .productList, .results(query: \"lamp\", page: 2)."
        )
        lines.append(
            "Links (ShopLinks.router): shop://catalog, shop://catalog/product/7[/reviews], shop://catalog/cart,"
        )
        lines.append("  shop://search[?q=lamp], shop://profile[/orders|/settings|/settings/notifications],")
        lines.append("  and the same paths on https://shop.example.com; before sign-in a link is held.")
        return lines.joined(separator: "\n")
    }
}
