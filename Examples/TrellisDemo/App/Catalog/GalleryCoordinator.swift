import Trellis

/// A product's photos, one at a time, shown as a full-screen cover with its own Close
/// button: the gallery dismisses itself.
@MainActor
final class GalleryCoordinator: FlowCoordinator {
    enum Destinations: Codable, Hashable {
        case photo(index: Int)
    }

    let stack = FlowStack<GalleryCoordinator>(root: .photo(index: 0))

    /// The product whose photos are shown (it comes from the parent's route).
    let productID: Int

    init(productID: Int) {
        self.productID = productID
    }

    /// The user swiped to another photo: it replaces the current one.
    func showPhoto(_ index: Int) {
        setRoot(.photo(index: index))
    }

    /// The Close button: the gallery removes itself from whatever presented it.
    func close() {
        dismissCoordinator()
    }
}
