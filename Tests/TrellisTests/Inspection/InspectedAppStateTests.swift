import Foundation
import Testing
import Trellis

/// Reading the app-state file `StateRestorationManager` writes, and recognising which kind of
/// file a tool was handed.
@MainActor
@Suite("Inspecting app-state files")
struct InspectedAppStateTests {
    /// The file a manager writes for the navigated shop and a scroll position, with the review
    /// drafts an earlier version kept there (its sensitive card number left out).
    private func savedFile(in storage: TestStorage, now: TestNow) throws -> Data {
        let manager = StateRestorationManager(storage: storage.method, now: now.closure)
        let app = ShopApp.navigated()
        manager.attach(app)
        manager.saveScrollPosition(id: "productList", topItemID: "product-12")
        manager.saveScrollPosition(id: "feed", topItemID: "post \"7\"")
        manager.saveOnBackground()
        try storage.addFormDrafts([
            "review-42": ["title": "Sturdy", "rating": "4"], "checkout": ["name": "Ada"],
        ])
        return try #require(storage.storedBytes("appState"))
    }

    func aSavedFile() throws {
        let storage = TestStorage()
        let now = TestNow()
        let state = try InspectedAppState(data: savedFile(in: storage, now: now))
        expectEqual(
            state.description,
            """
            App state: format 1, stateVersion 1
            scrollPositions:
              feed: "post \\"7\\""
              productList: "product-12"
            formDrafts:
              checkout: fields name
              review-42: fields rating, title
            navigationState: trellis.navigation version 2, 6 coordinators
            ShopApp [root]
              root .main → ShopTabs [tab]
                tab[0]* .home → CatalogFlow [flow]
                  root .list
                  push .detail(id: 42)
                  push .reviews(productID: 42, sort: "newest")
                  sheet .cart → CartFlow [flow]
                    root .cart
                    push .checkout(step: "address")
                  fullScreenCover .gallery(index: 3)
                tab[1] .search → (not yet created)
                tab[2] .profile → ProfileFlow [flow]
                  root .profile
                  push .settings
                  push .legacy → LegacyFlow [flow]
                    (state not recorded: its Destinations is not Codable; a restore starts it at its first screen)
            """)
        expectEqual(state.savedAt, now.date)
        expectEqual(state.formatVersion, 1)
        expectEqual(state.stateVersion, 1)
        expectEqual(state.formDraftKeys, ["checkout": ["name"], "review-42": ["rating", "title"]])
        expectEqual(state.scrollPositions["productList"], "product-12")
        expectEqual(state.navigationState?.coordinators.count, 6)
        #expect(!state.description.contains("Sturdy") && !state.description.contains("4242"))
    }

    func anEmptyFile() throws {
        let state = try InspectedAppState(
            data: Data(
                #"{"formatVersion":1,"stateVersion":3,"savedAt":1700000000.5,"formDrafts":{"empty":{}}}"#.utf8
            ))
        expectEqual(
            state.description,
            """
            App state: format 1, stateVersion 3
            scrollPositions: none
            formDrafts: none
            navigationState: none
            """)
        expectEqual(state.savedAt, Date(timeIntervalSince1970: 1_700_000_000.5))
    }

    func recognisingTheKindOfFile() throws {
        let storage = TestStorage()
        let file = try savedFile(in: storage, now: TestNow())
        let state = try InspectedAppState(data: file)
        try expectEqual(InspectedDocument(data: file), .appState(state))
        try expectEqual(InspectedDocument(data: file).description, state.description)

        let snapshotData = try ShopApp.navigated().captureNavigationState()
        let snapshot = try InspectedSnapshot(data: snapshotData)
        try expectEqual(InspectedDocument(data: snapshotData), .navigationSnapshot(snapshot))
        try expectEqual(
            InspectedDocument(data: snapshotData).description,
            "Navigation snapshot: trellis.navigation version 2, 6 coordinators\n\(snapshot)")
        expectEqual(state.navigationState, snapshot)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .aSavedFile: try aSavedFile()
        case .anEmptyFile: try anEmptyFile()
        case .recognisingTheKindOfFile: try recognisingTheKindOfFile()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case aSavedFile = "an app-state file: versions, UI state, draft fields without values, and the tree"
        case anEmptyFile = "a file without navigation or UI state says none"
        case recognisingTheKindOfFile =
            "a document is recognised as a snapshot or an app-state file, and headed accordingly"

        var testDescription: String { rawValue }
    }
}
