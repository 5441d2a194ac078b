import Foundation
import ShopExample
import SwiftUI
import Testing
import Trellis

@testable import ShopSwiftUI

/// The catalog browser (the shop on an iPad or a Mac) rendered by the stand-in: categories in
/// the sidebar, products in the middle, the product and its reviews in the detail, surviving a
/// relaunch; collapsed into one stack on a narrow window.
@MainActor
@Suite("Shop catalog browser")
struct ShopBrowserTests {
    @Test("Select a category and a product, open the reviews; a relaunch shows the same columns")
    func selectionSurvivesARelaunch() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ShopBrowserTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let expected = """
            CatalogBrowserCoordinator [split]
              sidebar .categories
              content .category(id: 2)
              detail .product(id: 4) → ProductFlowCoordinator [flow]
                root .product(id: 4)
                push .reviews(productID: 4)
            """
        do {
            let session = ShopSession(storage: .file(directory: directory))
            let renderer = StandInRenderer()
            try #require(renderer.render(ShopBrowserView(session: session)).button(titled: "Category 2"))
                .tap()
            try #require(renderer.render(ShopBrowserView(session: session)).button(titled: "Product 4")).tap()
            try #require(renderer.render(ShopBrowserView(session: session)).button(titled: "Reviews")).tap()
            #expect(session.browser.debugHierarchy() == expected)
            let split = try #require(
                renderer.render(ShopBrowserView(session: session)).first(StandInNavigationSplitViewNode.self))
            #expect(split.column("detail")?.texts == ["Product 4", "Reviews", "Reviews of product 4"])
            session.didEnterBackground()
        }
        let relaunched = ShopSession(storage: .file(directory: directory))
        #expect(relaunched.browser.debugHierarchy() == expected)
        // The phone's tabs are a tree of their own, untouched by the browser.
        #expect(relaunched.app.debugHierarchy().hasPrefix("ShopAppCoordinator [root]\n  root .onboarding"))
    }

    @Test("On a narrow window the columns are one stack; a back swipe to the products clears the product")
    func collapsedBrowser() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ShopBrowserTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = ShopSession(storage: .file(directory: directory))
        session.browser.select(.category(id: 1), in: .sidebar)
        session.browser.select(.product(id: 2), in: .content)
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .compact
        let renderer = StandInRenderer(environment: environment)
        let stack = try #require(
            renderer.render(ShopBrowserView(session: session)).first(StandInNavigationStackNode.self))
        #expect(stack.path.count == 2)
        stack.path = Array(stack.path.prefix(1))
        #expect(
            session.browser.debugHierarchy() == """
                CatalogBrowserCoordinator [split]
                  sidebar .categories
                  content .category(id: 1)
                """)
    }
}
