/// One REPL command: its name, how to call it, and what it does.
@MainActor
struct ReplCommand {
    enum Group: String, CaseIterable {
        case navigation = "Navigation, on the coordinator in front"
        case app = "App actions"
        case session = "Session"
    }

    let group: Group
    let usage: String
    let summary: String
    let run: @MainActor (Repl, String) async throws -> Void

    /// The command's name: the first word of its usage.
    var name: String { String(usage.prefix { $0 != " " }) }

    static func named(_ name: String) -> ReplCommand? {
        all.first { $0.name == name }
    }

    static let all: [ReplCommand] = [
        ReplCommand(group: .navigation, usage: "push ROUTE", summary: "push a route, e.g. push .product(id: 7)") {
            try $0.push($1)
        },
        ReplCommand(
            group: .navigation, usage: "present ROUTE [--cover]",
            summary: "present a route as a sheet, or as a full-screen cover"
        ) { try $0.present($1) },
        ReplCommand(group: .navigation, usage: "pop", summary: "pop the top entry, as code does (pop())") { repl, _ in
            try repl.pop()
        },
        ReplCommand(group: .navigation, usage: "back", summary: "the user taps Back (userDidPop(toCount:))") {
            repl, _ in try repl.goBack()
        },
        ReplCommand(
            group: .navigation, usage: "dismiss", summary: "the user swipes down the sheet or cover in front"
        ) { repl, _ in try repl.dismissModal() },
        ReplCommand(group: .navigation, usage: "tab NAME|INDEX", summary: "the user taps a tab, e.g. tab search") {
            try $0.selectTab($1)
        },
        ReplCommand(group: .navigation, usage: "routes", summary: "list routes of the coordinator in front") {
            repl, _ in repl.listRoutes()
        },
        ReplCommand(
            group: .navigation, usage: "link URL",
            summary: "open a deep link: shop://product/7, shop://product/7/reviews, shop://search?q=lamp, "
                + "shop://settings/notifications"
        ) { try $0.openLink($1) },
        ReplCommand(group: .app, usage: "sign-in", summary: "finish onboarding: the root switches to the tabs") {
            repl, _ in try repl.signIn()
        },
        ReplCommand(group: .app, usage: "sign-out", summary: "back to onboarding: the tabs are torn down") {
            repl, _ in try repl.signOut()
        },
        ReplCommand(
            group: .app, usage: "checkout",
            summary: "in the catalog: open the cart and await its result (checkOut())"
        ) { repl, _ in try await repl.startCheckout() },
        ReplCommand(
            group: .app, usage: "place-order", summary: "in the cart: finish(with: order), which the catalog awaits"
        ) { repl, _ in try repl.placeOrder() },
        ReplCommand(
            group: .app, usage: "close", summary: "the coordinator in front dismisses itself (dismissCoordinator())"
        ) { repl, _ in try repl.closeFrontmost() },
        ReplCommand(
            group: .app, usage: "draft title|rating TEXT", summary: "type into the review form in front"
        ) { try $0.editDraft($1) },
        ReplCommand(group: .app, usage: "form", summary: "show the review form in front, with its draft") {
            repl, _ in try repl.showForm()
        },
        ReplCommand(group: .app, usage: "submit-review", summary: "send the review: clear its draft and pop") {
            repl, _ in try repl.submitReview()
        },
        ReplCommand(
            group: .app, usage: "scroll [ITEM]", summary: "scroll the product list to ITEM, or show where it is"
        ) { try $0.scroll($1) },
        ReplCommand(group: .session, usage: "tree", summary: "print the navigation tree (debugHierarchy())") {
            repl, _ in Console.out(repl.session.app.debugHierarchy())
        },
        ReplCommand(group: .session, usage: "save", summary: "save now (done after every command anyway)") {
            repl, _ in
            repl.session.didEnterBackground()
            repl.result("saved to \(repl.location.file.path)")
        },
        ReplCommand(group: .session, usage: "help", summary: "this list") { _, _ in Console.out(helpText) },
        ReplCommand(group: .session, usage: "quit", summary: "save and leave (also exit, or the end of input)") {
            _, _ in
        },
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
        lines.append("ROUTE is written as the tree prints it: .productList, .results(query: \"lamp\", page: 2).")
        return lines.joined(separator: "\n")
    }
}
