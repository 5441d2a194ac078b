import Foundation

/// What a session knows about the *previous generation*: a saved document that a restore could
/// not replay whole, kept beside the current one (`appState~previous.json`, or the defaults key
/// `Trellis.appState~previous`) so that a later release that reads it restores it.
///
/// The rule, decided here and performed by ``StateRestorationManager``:
///
/// - **Keeping.** When the navigation replayed from the stored document comes out incomplete
///   (the ``RestorationReport`` lists skipped items, or the replay failed), the first save that
///   replaces that document first writes it, as loaded, as the previous generation; if that
///   write fails, the document is not replaced. Every document the session saves then records
///   `followsIncompleteRestore`. When the stored document already records it and its previous
///   generation is kept, that generation is left as it is: it holds the older, fuller place.
/// - **Restoring.** When the stored document records `followsIncompleteRestore` and a previous
///   generation is kept whose save date the ``ResumePolicy`` accepts, the replay tries the
///   previous generation's navigation first. If it restores completely (migrated destinations count
///   as restored), it stays; the first save then writes a document without the mark and
///   removes the previous generation. Otherwise the stored document's navigation is replayed
///   over it, and the previous generation stays kept.
/// - **In place of the document.** When storage holds no usable document (none, or one moved
///   aside as unreadable) but keeps a previous generation, that generation is read as the
///   document: the next save writes it as the document, and removes the previous generation
///   if its navigation restored completely (or it is expired); otherwise it stays kept, as
///   after any incomplete restore.
struct PreviousGeneration {
    /// The previous generation's navigation snapshot, to replay before the stored document's.
    var candidate: Data?
    /// The stored document as loaded, kept as the previous generation by the first save once
    /// its replay came out incomplete.
    var loaded: AppStateDocument?
    /// Whether the first save writes ``loaded`` as the previous generation.
    var keepsLoaded = false
    /// Whether storage keeps a previous generation that this session's saves leave in place,
    /// marking their document.
    var isKept = false
    /// Whether the next save removes the previous generation: it was restored, or is stale.
    var removesAfterSave = false
    /// Whether the previous generation was read in place of a missing or unusable document.
    var replacesMissingDocument = false

    /// The stored document's navigation was replayed; `isComplete` says whether it restored
    /// whole.
    mutating func storedDocumentReplayed(isComplete: Bool) {
        if replacesMissingDocument {
            // ``loaded`` is the previous generation itself: kept as it is, or done with.
            removesAfterSave = isComplete
            isKept = !isComplete
        } else {
            keepsLoaded = !isComplete && !isKept && loaded != nil
        }
    }

    /// The previous generation's navigation restored completely and replaces the stored
    /// document's.
    mutating func previousGenerationRestored() {
        candidate = nil
        keepsLoaded = false
        isKept = false
        removesAfterSave = true
    }

    /// The first save wrote ``loaded`` as the previous generation.
    mutating func loadedDocumentKept() {
        keepsLoaded = false
        isKept = true
        removesAfterSave = false
    }
}
