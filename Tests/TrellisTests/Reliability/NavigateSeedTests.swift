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

    @Test func links() throws {
        func link(_ name: String) throws -> LinkSpec {
            let data = try #require(NavigateHarness.seedInputs().first { $0.name == name }?.data)
            var reader = ByteReader(data)
            _ = (TargetSpec.read(&reader), TargetSpec.read(&reader))
            return LinkSpec.read(&reader)
        }
        let router = FuzzRouter()
        let deep = try link("link-deep-thread-ideographic-host")
        expectEqual(deep.text, "https://日本語\u{3002}example/feed/threads/1023?then=comments")
        let thread = try router.open(deep.text).get().spec
        expectEqual(thread.levels.count, 2 + 1_023 + 1)
        expectEqual(thread.expectedParts(), [])
        expectEqual(try link("link-custom-scheme-onboarding").text, "FUZZ://onboarding/sign-in")
        let inbox = try link("link-inbox-final-dot")
        expectEqual(inbox.text, "https://пример.münchen.example./inbox")
        expectEqual(
            try router.open(inbox.text).get().spec.expectedParts(),
            ["MainTabs tab .inbox: hosts no child coordinator"])
    }

    @Test("A link routes alike in every spelling of the router's hosts, and is refused on other hosts")
    func linkSpellings() throws {
        let router = FuzzRouter()
        for host in 0..<LinkSpec.hosts.count {
            for spelling in 0..<16 {
                // https, /feed/threads/3, no query, the host in one spelling.
                var reader = ByteReader(
                    Data([0x00, 0x00, 0x01, 0x02, 0x00, UInt8(host), UInt8(spelling), 0x05]))
                let link = LinkSpec.read(&reader)
                switch router.open(link.text) {
                case .success(let routed):
                    expectTrue(spelling < 12, "\(link.text) routed")
                    expectEqual(routed.spec.levels.count, 2 + 3 + 1, "\(link.text)")
                case .failure(let error):
                    expectTrue(spelling >= 12, "\(link.text): \(error)")
                }
            }
        }
    }

    @Test func splitViews() throws {
        let story = try targets("split-story-detail").first
        expectEqual(story.levels.map(\.kind), [.app, .mainTabs, .feed, .shelf, .feed])
        expectEqual(story.levels[3].entries, [SlotSpec(code: 1), SlotSpec(code: 2)])
        expectEqual(story.levels[3].next, 1)
        expectEqual(story.expectedParts(), [])
        let fewer = try targets("split-fewer-selections")
        expectEqual(fewer.first.levels.last?.entries, [SlotSpec(code: 1), SlotSpec(code: 2)])
        expectEqual(fewer.second.levels.map(\.kind), [.app, .mainTabs, .feed, .shelf])
        expectEqual(fewer.second.levels.last?.entries, [SlotSpec(code: 1)])
        let overflow = try targets("split-overflow-side-sheet").first
        expectEqual(overflow.levels.map(\.kind), [.app, .mainTabs, .feed, .shelf, .feed])
        expectEqual(overflow.levels[3].entries.map(\.presentation), [nil, nil, nil, .sheet])
        expectEqual(
            overflow.expectedParts(),
            [
                "ShelfSplit selection[2] .sections: the split view has no column to show it",
                "ShelfSplit content .story(id: 4): hosts FeedFlow, not OnboardingFlow",
            ])
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
