import Foundation
import Trellis

/// What a capture → restore round trip of a coordinator tree gave: the snapshot, the
/// restoration report, the restored tree and both printouts.
///
/// Made by ``roundTrip(of:into:)`` and ``expectRoundTrip(of:into:fileID:filePath:line:column:)``.
///
/// ```swift
/// let trip = try roundTrip(of: checkout) { CheckoutFlow() }
/// #expect(trip.report.skipped.map(\.path) == ["entry[1]"])   // the payment screen
/// expectHierarchy(trip.restoredHierarchy, equals: """
///     CheckoutFlow [flow]
///       root .cart
///     """)
/// ```
public struct RoundTrip {
    /// The bytes `captureNavigationState()` gave for the original tree.
    public let snapshot: Data
    /// What `restoreNavigationState(from:)` reported for the restored tree.
    public let report: RestorationReport
    /// The original tree's `debugHierarchy()`, printed right after the capture.
    public let originalHierarchy: String
    /// The restored tree's `debugHierarchy()`, printed right after the restore.
    public let restoredHierarchy: String
    /// The freshly made tree the snapshot was restored into.
    public let restored: any Coordinator

    /// Whether the restored tree prints like the original and the restore skipped nothing.
    ///
    /// ```swift
    /// XCTAssertTrue(try roundTrip(of: app) { AppCoordinator() }.isLossless)
    /// ```
    public var isLossless: Bool { report.isComplete && restoredHierarchy == originalHierarchy }
}

/// Captures `original`, restores the snapshot into the tree `makeRestored` makes, and
/// returns what that gave, for the test to check (a tree with excluded destinations, whose
/// round trip is lossy on purpose).
///
/// ```swift
/// let trip = try roundTrip(of: vault) { VaultFlow() }
/// #expect(!trip.report.isComplete)
/// ```
///
/// - Parameters:
///   - original: The top of the tree to capture.
///   - makeRestored: Makes a fresh tree of the same coordinator type, as a relaunched app
///     would.
/// - Throws: What `captureNavigationState()` or `restoreNavigationState(from:)` throws.
@MainActor
public func roundTrip(of original: any Coordinator, into makeRestored: () -> any Coordinator) throws
    -> RoundTrip
{
    let snapshot = try original.captureNavigationState()
    let originalHierarchy = original.debugHierarchy()
    let restored = makeRestored()
    let report = try restored.restoreNavigationState(from: snapshot)
    return RoundTrip(
        snapshot: snapshot, report: report, originalHierarchy: originalHierarchy,
        restoredHierarchy: restored.debugHierarchy(), restored: restored)
}

/// Checks that `original` survives a relaunch: captured, restored into the tree
/// `makeRestored` makes, it prints the same `debugHierarchy()`, the restore skipped nothing,
/// and capturing the restored tree gives the same bytes. Records a failure for each check
/// that does not hold, with a line diff when the printouts differ.
///
/// ```swift
/// let app = AppCoordinator()
/// app.setRoot(.main) { (home: HomeCoordinator) in home.route(to: .detail(id: 42)) }
/// expectRoundTrip(of: app) { AppCoordinator() }
/// ```
///
/// A tree that shows an excluded destination does not survive unchanged, by design: check
/// it with ``roundTrip(of:into:)``.
///
/// - Returns: The round trip, or `nil` when the capture or the restore threw (also recorded).
@MainActor
@discardableResult
public func expectRoundTrip(
    of original: any Coordinator, into makeRestored: () -> any Coordinator,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> RoundTrip? {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let trip: RoundTrip
    do {
        trip = try roundTrip(of: original, into: makeRestored)
    } catch {
        recordFailure("The round trip of \(type(of: original)) threw: \(error)", at: site)
        return nil
    }
    if !trip.report.isComplete {
        recordFailure("The restore of \(type(of: original)) skipped:\n\(trip.report)", at: site)
    }
    let hierarchiesMatch = checkHierarchy(
        trip.restoredHierarchy, equals: trip.originalHierarchy,
        headline: "The restored tree's debugHierarchy() (+) differs from the original's (-)", at: site)
    if hierarchiesMatch, trip.report.isComplete {
        do {
            if try trip.restored.captureNavigationState() != trip.snapshot {
                recordFailure(
                    "Capturing the restored \(type(of: original)) gives other bytes than the first capture",
                    at: site)
            }
        } catch {
            recordFailure("Capturing the restored \(type(of: original)) threw: \(error)", at: site)
        }
    }
    return trip
}
