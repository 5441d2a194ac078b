import ShopExample
import Trellis

/// The REPL's catalog browser: the shop's split view (an iPad or a Mac window), driven as its
/// user would through the layout, in a wide window or a narrow one.
extension Repl {
    /// The browser, observed from its first use (it is made, and resumed, then).
    var browser: CatalogBrowserCoordinator {
        let browser = session.browser
        observeBrowser()
        return browser
    }

    /// `select sidebar|content ID`: the user taps a category (sidebar) or a product (content) in
    /// the browser: the layout's `userDidSelect(_:in:)`, one change with cause `.user`.
    func selectInBrowser(_ argument: String) throws {
        let words = argument.split(separator: " ")
        guard words.count == 2, let id = Int(words[1]) else {
            throw DemoError("usage: select sidebar|content ID, e.g. select sidebar 2")
        }
        let destination: CatalogBrowserCoordinator.Destinations
        let column: SplitColumn
        let columnName = String(words[0])
        if columnName == "sidebar" {
            (destination, column) = (.category(id: id), .sidebar)
        } else if columnName == "content" {
            (destination, column) = (.product(id: id), .content)
        } else {
            throw DemoError("select takes sidebar or content, not \(columnName)")
        }
        let layout = NavigationLayout(of: browser, width: .regular)
        guard let split = layout.layers.first?.root.splitView else {
            throw DemoError("the browser shows no split view")
        }
        split.userDidSelect(destination, in: column)
    }

    /// `reviews`: in the browser's detail column, the product's Reviews button.
    func showBrowserReviews() throws {
        guard let product = browser.product else { throw DemoError("no product is selected in the browser") }
        product.showReviews()
    }

    /// `collapse` and `expand`: the browser's window becomes narrow or wide. The width is an
    /// input to the layout: nothing in the tree, nothing stored, changes.
    func setBrowserWidth(_ width: LayoutWidth) {
        browserWidth = width
        result("the browser window is \(width == .compact ? "narrow: its columns are one stack" : "wide")")
        Console.out(browser.debugLayout(width: width))
    }

    /// `browser-back`: the user taps Back in the narrow browser's stack, which clears the
    /// selection it pops past (one change).
    func goBackInBrowser() throws {
        guard browserWidth == .compact else {
            throw DemoError("the browser window is wide: each column has its own stack (collapse first)")
        }
        guard let stack = NavigationLayout(of: browser, width: .compact).layers.first, !stack.path.isEmpty
        else {
            throw DemoError("the browser shows its categories: nothing to go back to")
        }
        stack.userDidPop(toCount: stack.path.count - 1)
    }

    /// `browser`: the browser's tree, then its layout in a wide and a narrow window, side by side.
    func printBrowser() {
        let browser = browser
        Console.out(browser.debugHierarchy())
        Console.out(
            SideBySide.text(
                ("wide window (debugLayout(width: .regular))", browser.debugLayout(width: .regular)),
                ("narrow window (debugLayout(width: .compact))", browser.debugLayout(width: .compact))))
    }
}

/// Two texts in two columns, each under its title, the left one padded to its widest line.
enum SideBySide {
    static func text(_ left: (title: String, text: String), _ right: (title: String, text: String)) -> String
    {
        let leftLines =
            [left.title, String(repeating: "-", count: left.title.count)]
            + left.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let rightLines =
            [right.title, String(repeating: "-", count: right.title.count)]
            + right.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let width = leftLines.map(\.count).max() ?? 0
        return (0..<max(leftLines.count, rightLines.count)).map { index in
            let leftLine = index < leftLines.count ? leftLines[index] : ""
            let rightLine = index < rightLines.count ? rightLines[index] : ""
            var line = leftLine + String(repeating: " ", count: width - leftLine.count) + " │ " + rightLine
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }
}
