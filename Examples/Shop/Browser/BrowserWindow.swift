import Trellis

/// One catalog browser: its tree and the manager that saves and resumes it.
///
/// The SwiftUI app makes one per window and keeps it in the window's scene
/// (`.scene(archive)`), so that each window shows and resumes its own selections; the
/// command-line front end has one, in the session's files (``ShopSession/browser``).
@MainActor
public final class BrowserWindow {
    /// The browser's tree.
    public let browser = CatalogBrowserCoordinator()
    /// The manager that saves ``browser`` in the window's storage.
    public let restoration: StateRestorationManager

    /// Resumes the browser saved in `storage` (as the scene `sceneID`, if given), or, when
    /// `resume` is `false`, discards it and starts afresh.
    public init(storage: StateStorageMethod, sceneID: String? = nil, resume: Bool = true) {
        // A demo resumes however long ago it was left; apps usually pick a time limit.
        restoration = StateRestorationManager(storage: storage, resumePolicy: .always, sceneID: sceneID)
        if !resume { restoration.clearState() }
        restoration.attach(browser)
    }
}
