// Hidden context for GettingStarted.md (see Scripts/check-doc-snippets).
import Testing

/// The app the article builds, as its later blocks use it.
@MainActor let app = AppCoordinator()
