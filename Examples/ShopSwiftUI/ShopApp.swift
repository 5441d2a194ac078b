#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI
    // TRELLIS_STANDIN_MACOS: the stand-in's macOS build, so that Linux type-checks these branches.
    #if os(macOS) || TRELLIS_STANDIN_MACOS
        import AppKit
    #endif

    /// The shop as a SwiftUI app: the coordinators of ShopExample, shown by TrellisSwiftUI.
    ///
    /// `swift run shop-swiftui` on macOS. The session resumes the tree, scroll position and form
    /// drafts saved at the last launch, and saves them again when the window goes to the
    /// background.
    @main
    struct ShopApp: App {
        private let session = ShopSession(storage: .file())

        init() {
            #if os(macOS) || TRELLIS_STANDIN_MACOS
                // Started by `swift run`, outside an app bundle, the process would be a background
                // one: no Dock icon, and its text fields would not get the keyboard.
                _ = NSApplication.shared.setActivationPolicy(.regular)
                NSApplication.shared.activate()
            #endif
        }

        var body: some Scene {
            WindowGroup {
                ShopRootView(session: session)
            }
            // The catalog browser, a split view: a second window on a Mac (File > New Window),
            // a second scene on an iPad; each window keeps its own state in its scene.
            WindowGroup {
                ShopBrowserScene()
            }
        }
    }
#endif
