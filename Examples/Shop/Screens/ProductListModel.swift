import Trellis

/// The product list screen: it remembers which product was at the top, so the list
/// scrolls back there after a relaunch.
@MainActor
public struct ProductListModel {
    /// The scroll view's identifier in the saved state.
    public static let scrollViewID = "productList"

    let restoration: StateRestorationManager

    /// The item to scroll to when the list appears, if one was saved.
    public var topItemID: String? {
        restoration.scrollPosition(for: Self.scrollViewID)
    }

    /// The user scrolled: `itemID` is now at the top. Saved after a quiet moment.
    public func userScrolled(toTopItem itemID: String) {
        restoration.saveScrollPosition(id: Self.scrollViewID, topItemID: itemID)
    }
}
