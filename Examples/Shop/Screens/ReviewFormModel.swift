import Trellis

/// The review form of one product. What the user types is kept as a form draft, so an
/// interrupted review comes back filled in; submitting clears it.
@MainActor
public struct ReviewFormModel {
    public let productID: Int
    /// The product's draft: one document per product, `formDraft-review-<productID>.json`.
    let drafts: FormDraftManager

    /// The draft's identifier: one draft per product.
    public var formID: String { drafts.formID }

    /// The form's identifier for `productID`.
    static func formID(productID: Int) -> String { "review-\(productID)" }

    public var title: String {
        get { drafts.value(for: "title") ?? "" }
        nonmutating set { drafts.save(key: "title", value: newValue) }
    }

    /// The rating, 1 to 5, when the user picked one.
    public var rating: Int? {
        get { drafts.value(for: "rating").flatMap { Int($0) } }
        nonmutating set { drafts.save(key: "rating", value: newValue.map(String.init) ?? "") }
    }

    /// Whether the user has typed anything yet.
    public var hasDraft: Bool { !title.isEmpty || rating != nil }

    /// Sends the review; the draft is cleared, in storage too, so a relaunch never offers a
    /// review that was already sent.
    public func submit() {
        drafts.clearDraft()
    }
}
