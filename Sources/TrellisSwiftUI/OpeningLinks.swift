#if canImport(SwiftUI)
    import Foundation
    import SwiftUI
    import Trellis

    // The SwiftUI half of deep links: the links a scene receives (`onOpenURL`: custom-scheme URLs
    // and universal links) go to a URLRouter or a LinkGate, which hold the logic.

    extension View {
        /// Opens each link this scene receives with `router` in `root`: the tree goes to the
        /// link's target as the smallest change (``URLRouter/open(_:in:)``), and `outcome` gets
        /// the URL and what happened — the report of what was unreachable, or the router's
        /// error.
        ///
        /// ```swift
        /// CoordinatorView(app)
        ///     .opensLinks(with: router, in: app) { url, outcome in
        ///         if case .refused(let error) = outcome { logger.error("\(url): \(error)") }
        ///     }
        /// ```
        public func opensLinks<Root: Coordinator>(
            with router: URLRouter<Root>, in root: Root,
            outcome: @escaping @MainActor (URL, LinkOutcome) -> Void = { _, _ in }
        ) -> some View {
            onOpenURL { url in outcome(url, router.open(url, in: root)) }
        }

        /// Hands each link this scene receives to `gate`: applied at once while the gate is open,
        /// held (the newest one) until it opens otherwise — for links that arrive before sign-in.
        ///
        /// ```swift
        /// let links = LinkGate<URL> { url in router.open(url, in: app) }
        /// // …
        /// CoordinatorView(app).opensLinks(through: links)
        /// ```
        public func opensLinks(through gate: LinkGate<URL>) -> some View {
            onOpenURL { url in gate.receive(url) }
        }
    }
#endif
