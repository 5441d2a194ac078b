/// Form drafts are ``FormDraftManager``'s: one document per form. Before, the app state could
/// hold drafts too (`formDrafts` in `appState.json`); a document from then keeps loading, and
/// the manager hands its drafts over to their forms' documents, so that none is lost.
extension StateRestorationManager {
    /// Hands the drafts of the state just applied (restored at launch, by ``restoreState()`` or
    /// ``confirmRestore()``) over to their forms' own documents, where a ``FormDraftManager``
    /// with the same `formID` and storage finds them.
    ///
    /// A form that has a draft document of its own already keeps it (it is newer: this version
    /// writes drafts nowhere else), and the app-state copy is dropped. A draft whose document
    /// can't be written (the failure is reported) stays in the app state, written by every save
    /// as before, and is handed over at the next load; so is one whose form's document is from
    /// a newer version. Once a draft is in its form's document, a save is scheduled that writes
    /// the app state without it; until that save is made, the app state still holds the copy,
    /// and a later load drops it since the form's document exists. Whichever write fails, the
    /// draft is in one of the two documents. The one gap: a form cleared before that save, in a
    /// process that ends before it, has no document, so the next load hands the copy over again.
    func handOverFormDrafts() {
        guard !formDraftsToHandOver.isEmpty else { return }
        var handedOver = false
        for (formID, values) in formDraftsToHandOver.sorted(by: { $0.key < $1.key }) {
            let documents = FormDraftManager.documents(formID: formID, storage: storage)
            reportFailures(of: documents)
            let hasItsOwn = documents.load(FormDraftDocument.decode) != nil
            // A newer version's document, or one that can't be reached, is not written over.
            guard
                hasItsOwn
                    || (!documents.isWriteSuspended
                        && documents.write(FormDraftDocument(formID: formID, values: storable(values))))
            else { continue }
            if !hasItsOwn { handedOverFormIDs.insert(formID) }
            formDraftsToHandOver[formID] = nil
            handedOver = true
        }
        if handedOver { send(.valueChanged) }
    }

    /// Rewrites the documents this manager handed drafts over to without the fields
    /// ``sensitiveKeys`` names: the handover runs in the initializer, before an app can set the
    /// keys, and a field marked sensitive is never left in storage.
    func removeSensitiveFieldsFromHandedOverDrafts() {
        for formID in handedOverFormIDs.sorted() {
            let documents = FormDraftManager.documents(formID: formID, storage: storage)
            guard let document = documents.load(FormDraftDocument.decode) else { continue }
            let kept = storable(document.values)
            guard kept != document.values else { continue }
            reportFailures(of: documents)
            _ = documents.write(FormDraftDocument(formID: formID, values: kept))
        }
    }
}
