import Foundation
import Testing

@testable import TrellisFuzzSupport

/// The navigate fuzzer's seeds reach what they are named for: a target thousands of
/// coordinators deep, each kind of part that cannot be reached, at the top and deep down.
/// (`FuzzRegressionTests` replays them through ``NavigateHarness``.)
@MainActor
@Suite("Reliability: the navigate fuzzer's seeds")
struct NavigateSeedTests {
    private func targets(_ name: String) throws -> (first: TargetSpec, second: TargetSpec) {
        let data = try #require(NavigateHarness.seedInputs().first { $0.name == name }?.data)
        var reader = ByteReader(data)
        let first = TargetSpec.read(&reader)
        return (first, TargetSpec.read(&reader))
    }

    @Test func deepTargets() throws {
        let sheets = try targets("deep-sheets").first
        expectEqual(sheets.levels.count, 2_051)
        expectEqual(sheets.levels[1_000].entries.map(\.presentation), [.sheet])
        expectEqual(sheets.expectedParts(), [])
        let covers = try targets("deep-covers-then-another-type").first
        expectEqual(covers.levels.count, 1_027)
        expectEqual(covers.expectedParts(), ["FeedFlow push .thread(id: 3): hosts FeedFlow, not LibraryTabs"])
    }

    @Test func partsThatCannotBeReached() throws {
        expectEqual(
            try targets("side-parts").first.expectedParts(),
            [
                "FuzzApp root .main: hosts MainTabs, not FuzzApp",
                "FuzzApp sheet .main: hosts MainTabs, not FeedFlow",
            ])
        expectEqual(
            try targets("tab-not-shown").first.expectedParts(),
            ["MainTabs tab .compose(draftID: nil): no tab shows it"])
        let share = try targets("share-compose-then-onboarding")
        expectEqual(share.first.levels.map(\.kind), [.app, .mainTabs, .feed, .share, .compose])
        expectEqual(
            share.second.expectedParts(),
            ["OnboardingFlow push .signIn(email: nil): hosts no child coordinator"])
        expectEqual(
            try targets("search-library-books").first.levels.map(\.kind),
            [.app, .mainTabs, .search, .library, .feed])
    }
}
