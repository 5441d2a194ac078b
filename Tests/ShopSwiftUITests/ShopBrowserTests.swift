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
    @Test(
        "Select a category and a product, open the reviews; the recreated scene shows the same columns, another window none"
    )
    func selectionSurvivesARelaunch() throws {
        var environment = EnvironmentValues()
        environment.scenePhase = .active
        let windows = MadeWindows()
        let renderer = StandInRenderer(environment: environment)
        let scene = ShopBrowserScene(makeWindow: windows.make)
        try #require(renderer.render(scene).button(titled: "Category 2")).tap()
        try #require(renderer.render(scene).button(titled: "Product 4")).tap()
        try #require(renderer.render(scene).button(titled: "Reviews")).tap()
        let expected = """
            CatalogBrowserCoordinator [split]
              sidebar .categories
              content .category(id: 2)
              detail .product(id: 4) → ProductFlowCoordinator [flow]
                root .product(id: 4)
                push .reviews(productID: 4)
            """
        #expect(windows.window?.browser.debugHierarchy() == expected)
        let split = try #require(renderer.render(scene).first(StandInNavigationSplitViewNode.self))
        #expect(split.column("detail")?.texts == ["Product 4", "Reviews", "Reviews of product 4"])
        // The window goes inactive (the app is left): the scene's storage holds the browser.
        renderer.environment.scenePhase = .inactive
        renderer.render(scene)
        #expect(renderer.sceneStorage.values["Trellis.sceneState"] != nil)

        // The system recreates the scene with what it kept: the same columns.
        let recreated = MadeWindows()
        let again = StandInRenderer(environment: environment, sceneStorage: renderer.sceneStorage)
        let columns = try #require(
            again.render(ShopBrowserScene(makeWindow: recreated.make)).first(
                StandInNavigationSplitViewNode.self))
        #expect(recreated.window?.browser.debugHierarchy() == expected)
        #expect(columns.column("detail")?.texts == ["Product 4", "Reviews", "Reviews of product 4"])

        // Another window has a scene of its own: nothing selected.
        let other = MadeWindows()
        StandInRenderer(environment: environment).render(ShopBrowserScene(makeWindow: other.make))
        #expect(
            other.window?.browser.debugHierarchy()
                == "CatalogBrowserCoordinator [split]\n  sidebar .categories")
    }

    @Test("The session's own browser (the command-line front end's) survives a relaunch in its files")
    func sessionBrowserSurvivesARelaunch() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("ShopBrowserTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            let session = ShopSession(storage: .file(directory: directory))
            session.browser.select(.category(id: 2), in: .sidebar)
            session.browser.select(.product(id: 4), in: .content)
            session.didEnterBackground()
        }
        let relaunched = ShopSession(storage: .file(directory: directory))
        #expect(
            relaunched.browser.debugHierarchy() == """
                CatalogBrowserCoordinator [split]
                  sidebar .categories
                  content .category(id: 2)
                  detail .product(id: 4) → ProductFlowCoordinator [flow]
                    root .product(id: 4)
                """)
        // The phone's tabs are a tree of their own, untouched by the browser.
        #expect(relaunched.app.debugHierarchy().hasPrefix("ShopAppCoordinator [root]\n  root .onboarding"))
    }

    @Test("On a narrow window the columns are one stack; a back swipe to the products clears the product")
    func collapsedBrowser() throws {
        let window = BrowserWindow(storage: .scene(SceneStateArchive()))
        window.browser.select(.category(id: 1), in: .sidebar)
        window.browser.select(.product(id: 2), in: .content)
        var environment = EnvironmentValues()
        environment.horizontalSizeClass = .compact
        let renderer = StandInRenderer(environment: environment)
        let stack = try #require(
            renderer.render(ShopBrowserView(window: window)).first(StandInNavigationStackNode.self))
        #expect(stack.path.count == 2)
        stack.path = Array(stack.path.prefix(1))
        #expect(
            window.browser.debugHierarchy() == """
                CatalogBrowserCoordinator [split]
                  sidebar .categories
                  content .category(id: 1)
                """)
    }
}

/// The browser windows a scene made, for a test to look inside.
@MainActor
private final class MadeWindows {
    private(set) var window: BrowserWindow?

    func make(_ archive: SceneStateArchive) -> BrowserWindow {
        let made = BrowserWindow(storage: .scene(archive))
        window = made
        return made
    }
}
