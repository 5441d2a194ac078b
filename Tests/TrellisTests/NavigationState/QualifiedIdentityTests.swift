import Foundation
import Testing
import Trellis

/// Coordinator types are recorded by their module-qualified names: two types with the same
/// short name (`Shop.Coordinator`, `Admin.Coordinator`) are told apart.
@MainActor
@Suite("Navigation snapshots: qualified type identity")
struct QualifiedIdentityTests {
    @Test func aSnapshotRecordsBothNames() throws {
        let text = String(decoding: try LinkFlow.fixtureTree().captureNavigationState(), as: UTF8.self)
        #expect(text.contains(#""qualifiedType":"TrellisTests.Shop.Coordinator""#))
        #expect(text.contains(#""type":"Coordinator""#))
    }

    func sameShortNameAnotherType() throws {
        let data = try LinkFlow.fixtureTree().captureNavigationState()
        let updated = LinkFlow(hostsAdminAtShop: true)
        let report = try updated.restoreNavigationState(from: data)
        expectEqual(
            report.skipped,
            [
                .init(
                    path: "push[4]", coordinatorType: "LinkFlow",
                    reason: .childTypeChanged(
                        captured: "TrellisTests.Shop.Coordinator", current: "TrellisTests.Admin.Coordinator"))
            ])
        expectEqual(
            report.description,
            "push[4] in LinkFlow: hosts TrellisTests.Admin.Coordinator now, TrellisTests.Shop.Coordinator when captured"
        )
        // Shop's `.item(id: 7)` is not applied to Admin: it starts at its initial position.
        #expect(updated.debugHierarchy().hasSuffix("  push .shop → Coordinator [flow]\n    root .dashboard"))
    }

    func restoringCoordinatorOfAnotherType() throws {
        let data = try Shop.Coordinator().captureNavigationState()
        #expect(
            throws: NavigationStateError.coordinatorMismatch(
                expected: "TrellisTests.Admin.Coordinator [flow]",
                found: "TrellisTests.Shop.Coordinator [flow]")
        ) { try Admin.Coordinator().restoreNavigationState(from: data) }
        try expectTrue(Shop.Coordinator().restoreNavigationState(from: data).isComplete)
    }

    func versionOneMatchesShortNames() throws {
        let data = try VersionOneCompatibilityTests.fixture("links.json")
        let flow = LinkFlow()
        try expectTrue(flow.restoreNavigationState(from: data).isComplete)
        #expect(
            flow.debugHierarchy().hasSuffix(
                "  push .shop → Coordinator [flow]\n    root .catalog\n    push .item(id: 7)"))
        // A version-1 document cannot tell the two apart: Admin gets Shop's destinations, those that
        // decode into its Destinations.
        let updated = LinkFlow(hostsAdminAtShop: true)
        let report = try updated.restoreNavigationState(from: data)
        expectEqual(
            report.description,
            "push[4]/root in Coordinator: no longer decodes (Invalid number of keys found, expected one.) "
                + "(stored .catalog)"
        )
        #expect(
            updated.debugHierarchy().hasSuffix(
                "  push .shop → Coordinator [flow]\n    root .dashboard\n    push .item(id: 7)"))
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .sameShortNameAnotherType: try sameShortNameAnotherType()
        case .restoringCoordinatorOfAnotherType: try restoringCoordinatorOfAnotherType()
        case .versionOneMatchesShortNames: try versionOneMatchesShortNames()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case sameShortNameAnotherType = "another type of the same short name at a slot is childTypeChanged"
        case restoringCoordinatorOfAnotherType =
            "the restoring coordinator of another type of the same short name throws, naming both"
        case versionOneMatchesShortNames =
            "a version-1 document, which records short names only, is matched by them"

        var testDescription: String { rawValue }
    }
}
