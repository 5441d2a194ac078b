import Foundation

/// What opening a link did: the tree went to the link's target, or the router refused the link.
///
/// ```swift
/// switch router.open(url, in: app) {
/// case .navigated(let report) where !report.isComplete: logger.notice("\(report.description)")
/// case .refused(let error): logger.error("\(error.description)")
/// case .navigated: break
/// }
/// ```
public enum LinkOutcome: Sendable, Hashable, CustomStringConvertible {
    /// The router read the link and the tree was taken to its target as the smallest change;
    /// the report lists what of the target could not be reached (see
    /// ``Coordinator/navigate(to:)``). Opened by app code the library runs in the middle of a
    /// change (`makeChild(for:)`, a migration), the navigation is refused like any navigation
    /// call there: the report's ``NavigationTargetReport/wasRefused`` is `true` and nothing
    /// changed (see <doc:Reliability>).
    case navigated(NavigationTargetReport)
    /// The router could not read the link: not its scheme or host, or no route matches. The
    /// tree is unchanged.
    case refused(URLRoutingError)

    /// `navigated: <report>` or `refused: <error>`.
    public var description: String {
        switch self {
        case .navigated(let report): "navigated: \(report)"
        case .refused(let error): "refused: \(error)"
        }
    }
}

extension URLRouter {
    /// Opens `url` in `root`: reads its target and navigates there, or refuses it.
    ///
    /// It is what a link the app receives (SwiftUI's `onOpenURL`, a scene delegate's URL
    /// contexts, a notification's payload) should do when the app can follow links now; while it
    /// can't (signed out, onboarding), hand the URL to a ``LinkGate`` whose `apply` calls this.
    ///
    /// ```swift
    /// let outcome = router.open(url, in: app)
    /// ```
    @discardableResult
    public func open(_ url: URL, in root: Root) -> LinkOutcome {
        do {
            return .navigated(root.navigate(to: try target(for: url)))
        } catch {
            return .refused(error)
        }
    }
}
