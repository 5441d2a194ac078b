import Foundation
import ShopExample
import SwiftUI
import Testing
import Trellis

@testable import ShopSwiftUI

/// The shop app's root view in the stand-in's renderer, driven as a user would: it renders the
/// view before each gesture, so every tap and swipe reaches the tree through what is on screen.
@MainActor
final class ShopDriver {
    let session: ShopSession
    private let directory: URL
    private let renderer = StandInRenderer()

    /// A session whose storage is a fresh temporary directory.
    init() {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ShopSwiftUITests-\(UUID().uuidString)")
        session = ShopSession(storage: .file(directory: directory))
    }

    /// A session past onboarding, on the catalog tab.
    static func signedIn() throws -> ShopDriver {
        let shop = ShopDriver()
        try shop.tap("Continue")
        try shop.tap("Sign in")
        return shop
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The coordinator tree, as `debugHierarchy()` prints it.
    var hierarchy: String { session.app.debugHierarchy() }

    /// The root view, rendered now.
    @discardableResult
    func render() -> StandInNode {
        renderer.render(ShopRootView(session: session))
    }

    /// Taps the button or the `NavigationLink` titled `title` on screen.
    func tap(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let tree = render()
        if let link = tree.find(StandInNavigationLinkNode.self).first(where: { $0.texts == [title] }) {
            return link.tap()
        }
        try #require(tree.button(titled: title), sourceLocation: sourceLocation).tap()
    }

    /// Opens `url` as the system would a link the app receives (the scene's `onOpenURL`).
    func openURL(_ url: URL) {
        render()
        renderer.openURL(url)
    }

    /// Lets tasks started by a tap (an awaited presentation) run until `condition` holds.
    func settle(until condition: () -> Bool) async {
        for _ in 0..<100 where !condition() {
            await Task.yield()
        }
    }
}
