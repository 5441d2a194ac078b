import Trellis

/// One launch of the shop: the coordinator tree, the manager that saves it with the rest of
/// the UI state and brings it back at the next launch, and the review forms' drafts.
///
/// A SwiftUI app would keep this in its `App` struct and call ``didEnterBackground()`` from
/// a scene-phase change; the command-line front end calls it after every command.
@MainActor
public final class ShopSession {
    public let app: ShopAppCoordinator
    public let restoration: StateRestorationManager
    private let storage: StateStorageMethod
    /// Whether what was saved before this launch is discarded: the drafts as each form is first
    /// opened, the browser when it is first made.
    private let discardsSavedState: Bool
    /// The review forms' drafts opened this launch, by product.
    private var reviewDrafts: [Int: FormDraftManager] = [:]

    /// Builds the tree and resumes the state saved in `storage`.
    ///
    /// - Parameters:
    ///   - storage: Where the app state lives.
    ///   - resume: `false` discards the saved state and starts like a fresh install.
    public init(storage: StateStorageMethod, resume: Bool = true) {
        app = ShopAppCoordinator(heldLinkStorage: storage)
        self.storage = storage
        discardsSavedState = !resume
        // A demo resumes however long ago it was left; apps usually pick a time limit.
        restoration = StateRestorationManager(storage: storage, resumePolicy: .always)
        if !resume {
            restoration.clearState()
            app.links.discardHeldLink()
        }
        // Attaching sets the tree up, replays the restored navigation snapshot into it, makes
        // every save capture it, and schedules a debounced save after each navigation change.
        restoration.attach(app)
        // The restored tree may show the tabs: links are followed at once then.
        app.updateLinkGate()
    }

    /// The catalog browser beside the tabs: a split view, saved with a scene of its own
    /// (`browser`), made and resumed the first time it is asked for. (The SwiftUI app gives each
    /// browser window a ``BrowserWindow`` of its own, kept by the window's scene.)
    public var browser: CatalogBrowserCoordinator { browserScene.browser }
    /// The manager that saves and resumes ``browser``.
    public var browserRestoration: StateRestorationManager { browserScene.restoration }
    private lazy var browserScene = makeBrowserScene()
    private var hasBrowser = false

    private func makeBrowserScene() -> BrowserWindow {
        hasBrowser = true
        return BrowserWindow(storage: storage, sceneID: "browser", resume: !discardsSavedState)
    }

    /// The product list screen's model.
    public var productList: ProductListModel {
        ProductListModel(restoration: restoration)
    }

    /// The model of the review form for `productID`.
    public func reviewForm(productID: Int) -> ReviewFormModel {
        if let drafts = reviewDrafts[productID] {
            return ReviewFormModel(productID: productID, drafts: drafts)
        }
        let drafts = FormDraftManager(formID: ReviewFormModel.formID(productID: productID), storage: storage)
        if discardsSavedState { drafts.clearDraft() }
        reviewDrafts[productID] = drafts
        return ReviewFormModel(productID: productID, drafts: drafts)
    }

    /// The scene went to the background, or the process is about to end: write now.
    public func didEnterBackground() {
        restoration.saveOnBackground()
        if hasBrowser { browserRestoration.saveOnBackground() }
        for drafts in reviewDrafts.values { drafts.saveNow() }
    }
}
