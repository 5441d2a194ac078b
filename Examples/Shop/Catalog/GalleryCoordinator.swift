import Trellis

/// A product's photos, one at a time, shown as a full-screen cover with its own Close
/// button: the gallery dismisses itself.
@MainActor
public final class GalleryCoordinator: FlowCoordinator {
    public enum Destinations: Codable, Hashable {
        case photo(index: Int)
    }

    public let navigation = FlowNavigation<GalleryCoordinator>(root: .photo(index: 0))

    /// The product whose photos are shown (it comes from the parent's destination).
    public let productID: Int

    public init(productID: Int) {
        self.productID = productID
    }

    /// The user swiped to another photo: it replaces the current one.
    public func showPhoto(_ index: Int) {
        setRoot(.photo(index: index))
    }

    /// The Close button: the gallery removes itself from whatever presented it.
    public func close() {
        dismissCoordinator()
    }
}
