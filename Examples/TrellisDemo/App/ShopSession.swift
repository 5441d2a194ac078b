import Trellis

/// One launch of the shop: the coordinator tree, and the manager that saves it with the
/// rest of the UI state and brings it back at the next launch.
///
/// A SwiftUI app would keep this in its `App` struct and call ``didEnterBackground()`` from
/// a scene-phase change; the command-line front end calls it after every command.
@MainActor
final class ShopSession {
    let app = ShopAppCoordinator()
    let restoration: StateRestorationManager

    /// Builds the tree and resumes the state saved in `storage`.
    ///
    /// - Parameters:
    ///   - storage: Where the app state lives.
    ///   - resume: `false` discards the saved state and starts like a fresh install.
    init(storage: StateStorageMethod, resume: Bool = true) {
        // A demo resumes however long ago it was left; apps usually pick a time limit.
        restoration = StateRestorationManager(storage: storage, resumePolicy: .always)
        if !resume { restoration.clearState() }
        // Attaching replays the restored navigation snapshot into the fresh tree, makes every
        // save capture the tree, and schedules a debounced save after each navigation change.
        restoration.attach(app)
        // A coordinator sets its tree up on first use, and reading `app.root.rootChild` is not a
        // use: set it up now, so a first launch has its onboarding flow before anything reads it.
        app.prepareNavigation()
    }

    /// The product list screen's model.
    var productList: ProductListModel {
        ProductListModel(restoration: restoration)
    }

    /// The model of the review form for `productID`.
    func reviewForm(productID: Int) -> ReviewFormModel {
        ReviewFormModel(productID: productID, restoration: restoration)
    }

    /// The scene went to the background, or the process is about to end: write now.
    func didEnterBackground() {
        restoration.saveOnBackground()
    }
}
