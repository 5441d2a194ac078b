#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI

    /// A product's photos, one at a time, with a Close button: the gallery dismisses itself.
    struct GalleryScreen: View {
        let destination: GalleryCoordinator.Destinations
        let gallery: GalleryCoordinator

        var body: some View {
            switch destination {
            case .photo(let index):
                List {
                    Text("Photo \(index + 1) of product \(gallery.productID)")
                    Button("Next photo") { gallery.showPhoto(index + 1) }
                    Button("Close") { gallery.close() }
                }
            }
        }
    }
#endif
