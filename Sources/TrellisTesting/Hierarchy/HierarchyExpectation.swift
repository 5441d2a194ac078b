import Trellis

/// Checks that `coordinator.debugHierarchy()` is exactly `expected`; when it is not, records
/// a failure that shows a line diff of the two texts.
///
/// ```swift
/// expectHierarchy(of: app, equals: """
///     AppCoordinator [root]
///       root .main → HomeCoordinator [flow]
///         root .home
///         push .detail(id: 42)
///     """)
/// ```
///
/// The failure is an issue of the running Swift Testing test, at the line of the call (see
/// ``LineDiff`` for the diff's layout). From XCTest, assert on the returned value.
///
/// - Returns: Whether the printout matched.
@MainActor
@discardableResult
public func expectHierarchy(
    of coordinator: any Coordinator, equals expected: String,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> Bool {
    checkHierarchy(
        coordinator.debugHierarchy(), equals: expected,
        headline: "debugHierarchy() of \(type(of: coordinator)) differs from the expected text",
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Checks that a printout in the layout of `debugHierarchy()` (a restored tree's, an
/// `InspectedSnapshot`'s description) is exactly `expected`; when it is not, records a
/// failure that shows a line diff of the two texts.
///
/// ```swift
/// let trip = try roundTrip(of: app) { AppCoordinator() }
/// expectHierarchy(trip.restoredHierarchy, equals: """
///     AppCoordinator [root]
///       root .login
///     """)
/// ```
///
/// - Returns: Whether the texts matched.
@discardableResult
public func expectHierarchy(
    _ hierarchy: String, equals expected: String,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> Bool {
    checkHierarchy(
        hierarchy, equals: expected, headline: "The hierarchy differs from the expected text",
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Compares, and records `headline` and a line diff when the texts differ.
func checkHierarchy(_ actual: String, equals expected: String, headline: String, at site: CallSite) -> Bool {
    guard actual != expected else { return true }
    recordFailure("\(headline):\n\(LineDiff(expected: expected, actual: actual))", at: site)
    return false
}
