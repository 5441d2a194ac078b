import Trellis

/// The product list screen: it remembers which product was at the top, so the list
/// scrolls back there after a relaunch.
@MainActor
struct ProductListModel {
    /// The scroll view's identifier in the saved state.
    static let scrollViewID = "productList"

    let restoration: StateRestorationManager

    /// The item to scroll to when the list appears, if one was saved.
    var topItemID: String? {
        restoration.scrollPosition(for: Self.scrollViewID)
    }

    /// The user scrolled: `itemID` is now at the top. Saved after a quiet moment.
    func userScrolled(toTopItem itemID: String) {
        restoration.saveScrollPosition(id: Self.scrollViewID, topItemID: itemID)
    }
}
