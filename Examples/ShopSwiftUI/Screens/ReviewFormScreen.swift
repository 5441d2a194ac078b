#if canImport(SwiftUI)
    import ShopExample
    import SwiftUI
    import TrellisSwiftUI

    /// The review form. What the user types is a form draft of the session, so an interrupted
    /// review comes back filled in after a relaunch.
    struct ReviewFormScreen: View {
        let review: ReviewFormModel
        @Environment(\.dismissScreen) private var dismissScreen

        var body: some View {
            let review = review
            Form {
                TextField(
                    "Title",
                    text: Binding(
                        get: { MainActor.assumeIsolated { review.title } },
                        set: { title in MainActor.assumeIsolated { review.title = title } }))
                Text(review.rating.map { "Rating: \($0) of 5" } ?? "No rating yet")
                ForEach(1..<6) { stars in
                    Button("\(stars) stars") { review.rating = stars }
                }
                Button("Submit") {
                    review.submit()
                    dismissScreen()
                }
            }
        }
    }
#endif
