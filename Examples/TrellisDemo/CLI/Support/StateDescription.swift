import ShopExample

/// One-line descriptions of the UI state the manager keeps beside the tree.
@MainActor
enum StateDescription {
    static func scrollPosition(in session: ShopSession) -> String {
        "scroll position \(ProductListModel.scrollViewID): \(session.productList.topItemID ?? "none")"
    }

    static func draft(_ review: ReviewFormModel) -> String {
        guard review.hasDraft else { return "form draft \(review.formID): empty" }
        let rating = review.rating.map(String.init) ?? "none"
        return "form draft \(review.formID): title \(review.title.debugDescription), rating \(rating)"
    }
}
