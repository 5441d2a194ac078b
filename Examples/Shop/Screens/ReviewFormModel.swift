import Trellis

/// The review form of one product. What the user types is kept as a form draft, so an
/// interrupted review comes back filled in; submitting clears it.
@MainActor
public struct ReviewFormModel {
    public let productID: Int
    let restoration: StateRestorationManager

    /// The draft's identifier in the saved state: one draft per product.
    public var formID: String { "review-\(productID)" }

    public var title: String {
        get { restoration.formDraftValue(formID: formID, key: "title") ?? "" }
        nonmutating set { restoration.saveFormDraft(formID: formID, key: "title", value: newValue) }
    }

    /// The rating, 1 to 5, when the user picked one.
    public var rating: Int? {
        get { restoration.formDraftValue(formID: formID, key: "rating").flatMap { Int($0) } }
        nonmutating set {
            restoration.saveFormDraft(formID: formID, key: "rating", value: newValue.map(String.init) ?? "")
        }
    }

    /// Whether the user has typed anything yet.
    public var hasDraft: Bool { !title.isEmpty || rating != nil }

    /// Sends the review; the draft is cleared (and saved at once, so a relaunch never
    /// offers a review that was already sent).
    public func submit() {
        restoration.clearFormDraft(formID: formID)
    }
}
