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
        // Attaching sets the tree up, replays the restored navigation snapshot into it, makes
        // every save capture it, and schedules a debounced save after each navigation change.
        restoration.attach(app)
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
