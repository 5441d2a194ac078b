// Hidden context for AskingTheUser.md (see Scripts/check-doc-snippets).
import Testing
import Trellis

/// The question the article's first block builds, as the blocks after it use it.
@MainActor let removal = Question<CartAnswer>.confirmationDialog(
    "Remove the lamp?", buttons: [.destructive("Remove", answer: .remove), .cancel(answer: .keep)])

/// The catalog the article's popover block builds, as the blocks after it use it.
@MainActor let catalog = CatalogCoordinator()
