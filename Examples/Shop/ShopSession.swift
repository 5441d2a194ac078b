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
    /// Whether drafts saved before this launch are discarded as each form is first opened.
    private let discardsSavedDrafts: Bool
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
        discardsSavedDrafts = !resume
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
        if discardsSavedDrafts { drafts.clearDraft() }
        reviewDrafts[productID] = drafts
        return ReviewFormModel(productID: productID, drafts: drafts)
    }

    /// The scene went to the background, or the process is about to end: write now.
    public func didEnterBackground() {
        restoration.saveOnBackground()
        for drafts in reviewDrafts.values { drafts.saveNow() }
    }
}
