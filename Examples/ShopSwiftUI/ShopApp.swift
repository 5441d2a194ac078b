#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI

    /// The shop as a SwiftUI app: the coordinators of ShopExample, shown by TrellisSwiftUI.
    ///
    /// `swift run shop-swiftui` on macOS. The session resumes the tree, scroll position and form
    /// drafts saved at the last launch, and saves them again when the window goes to the
    /// background.
    @main
    struct ShopApp: App {
        private let session = ShopSession(storage: .file())

        var body: some Scene {
            WindowGroup {
                ShopRootView(session: session)
            }
        }
    }
#endif
