import Foundation
import Testing
import TrellisTesting

@testable import Trellis
@testable import TrellisFuzzSupport

/// `formerTypeNames`: a coordinator type renamed, or moved to another module, keeps the saved
/// subtree of its earlier name, and the report lists the type as migrated.
@MainActor
@Suite("Navigation snapshots: renamed coordinator types")
struct FormerTypeNameTests {
    private static let shopping = """
        Tabs [tab]
          tab[0]* .shop → Catalog [flow]
            root .list
            push .detail(id: 1)
            sheet .basket → CartFlow [flow]
              root .items
              push .checkout(step: "address")
          tab[1] .account → (not yet created)
        """

    private static let shoppingMigrated = [
        StoreV2.renamed("Tabs", from: "TrellisTests.StoreV1.Tabs"),
        StoreV2.renamed("Catalog", at: "tab[0]", from: "TrellisTests.StoreV1.Catalog"),
        StoreV2.renamed("CartFlow", at: "tab[0]/sheet[1]", from: "TrellisTests.StoreV1.BasketFlow"),
    ]

    func renamedTypesKeepTheirSubtrees() throws {
        let data = try StoreV1.shopping().captureNavigationState()
        let tabs = StoreV2.Tabs()
        let report = try tabs.restoreNavigationState(from: data)
        expectHierarchy(of: tabs, equals: Self.shopping)
        expectEqual(report, RestorationReport(migrated: Self.shoppingMigrated))
        expectTrue(report.isComplete)
        expectEqual(
            report.description,
            """
            (top) in Tabs: migrated type TrellisTests.StoreV1.Tabs to TrellisTests.StoreV2.Tabs
            tab[0] in Catalog: migrated type TrellisTests.StoreV1.Catalog to TrellisTests.StoreV2.Catalog
            tab[0]/sheet[1] in CartFlow: migrated type TrellisTests.StoreV1.BasketFlow to TrellisTests.StoreV2.CartFlow
            """)
        expectEqual(report.migrated.map(\.kind), Self.shoppingMigrated.map(\.kind))
        expectEqual(
            report.migrated.last?.kind, .coordinatorType(formerTypeName: "TrellisTests.StoreV1.BasketFlow"))
        #expect(report.migrated.allSatisfy { $0.storedCase == nil && $0.storedPayload == nil })
    }

    func theNextCaptureRecordsTheNewNames() throws {
        let tabs = StoreV2.Tabs()
        try tabs.restoreNavigationState(from: StoreV1.shopping().captureNavigationState())
        let data = try tabs.captureNavigationState()
        let names = try InspectedSnapshot(data: data).coordinators.map(\.qualifiedType)
        expectEqual(
            names,
            [
                "TrellisTests.StoreV2.Tabs", "TrellisTests.StoreV2.Catalog", "TrellisTests.StoreV2.CartFlow",
            ])
        let again = StoreV2.Tabs()
        try expectEqual(again.restoreNavigationState(from: data), RestorationReport())
        expectHierarchy(of: again, equals: Self.shopping)
    }

    func twoFormerNames() throws {
        let basket = StoreV1.BasketFlow()
        basket.route(to: .checkout(step: "address"))
        let trolley = StoreV15.TrolleyFlow()
        trolley.route(to: .checkout(step: "review"))
        for (data, former, step) in [
            (try basket.captureNavigationState(), "TrellisTests.StoreV1.BasketFlow", "address"),
            (try trolley.captureNavigationState(), "TrellisTests.StoreV15.TrolleyFlow", "review"),
        ] {
            let cart = StoreV2.CartFlow()
            let report = try cart.restoreNavigationState(from: data)
            expectHierarchy(
                of: cart, equals: "CartFlow [flow]\n  root .items\n  push .checkout(step: \"\(step)\")")
            expectEqual(report, RestorationReport(migrated: [StoreV2.renamed("CartFlow", from: former)]))
        }
    }

    func destinationsOfARenamedTypeAreMigrated() throws {
        StoreV2.CartFlow.seenTypes = []
        let data = try StoreV1.shopping(lastStep: .payment).captureNavigationState()
        let tabs = StoreV2.Tabs()
        let report = try tabs.restoreNavigationState(from: data)
        expectHierarchy(
            of: tabs,
            equals: Self.shopping.replacingOccurrences(of: #"step: "address""#, with: #"step: "payment""#))
        expectEqual(
            report.migrated,
            Self.shoppingMigrated + [
                .init(
                    path: "tab[0]/sheet[1]/push[0]", coordinatorType: "CartFlow", storedCase: "payment",
                    replacement: #"checkout(step: "payment")"#, storedPayload: "{}")
            ])
        // The migration sees each stored destination (the root, the entry) as the CartFlow's.
        expectEqual(StoreV2.CartFlow.seenTypes, ["CartFlow", "CartFlow"])
    }

    func movedToAnotherModule() throws {
        let old = TrellisFuzzSupport.FeedFlow()
        old.route(to: .author(name: "Le Guin"))
        old.route(to: .comments(articleID: 7, page: 2))
        let data = try old.captureNavigationState()

        let moved = Moved.FeedFlow()
        let report = try moved.restoreNavigationState(from: data)
        expectHierarchy(
            of: moved,
            equals: """
                FeedFlow [flow]
                  root .feed
                  push .author(name: "Le Guin")
                  push .comments(articleID: 7, page: 2)
                """)
        expectEqual(
            report,
            RestorationReport(migrated: [
                .init(
                    path: "", coordinatorType: "FeedFlow", formerTypeName: "TrellisFuzzSupport.FeedFlow",
                    currentTypeName: "TrellisTests.Moved.FeedFlow")
            ]))
        expectEqual(
            report.description,
            "(top) in FeedFlow: migrated type TrellisFuzzSupport.FeedFlow to TrellisTests.Moved.FeedFlow"
        )

        // The same short name without the former name is another type, named in full.
        #expect(
            throws: NavigationStateError.coordinatorMismatch(
                expected: "TrellisTests.Unlisted.FeedFlow [flow]", found: "TrellisFuzzSupport.FeedFlow [flow]"
            )
        ) { try Unlisted.FeedFlow().restoreNavigationState(from: data) }
    }

    func formerNamesMatchInFullAndByKind() throws {
        let data = try StoreV1.BasketFlow().captureNavigationState()
        #expect(
            throws: NavigationStateError.coordinatorMismatch(
                expected: "ShortNamedCart [flow]", found: "BasketFlow [flow]")
        ) { try StoreV2.ShortNamedCart().restoreNavigationState(from: data) }
        #expect(
            throws: NavigationStateError.coordinatorMismatch(
                expected: "BasketTabs [tab]", found: "BasketFlow [flow]")
        ) { try StoreV2.BasketTabs().restoreNavigationState(from: data) }
    }

    func noTakeoverOfALiveTypesName() throws {
        let old = Hijack.Desk(.purses)
        old.route(to: .purse) { (purse: Hijack.Purse) in purse.route(to: .note(id: 1)) }
        old.route(to: .pouch) { (purse: Hijack.Purse) in purse.route(to: .note(id: 2)) }
        let data = try old.captureNavigationState()

        let desk = Hijack.Desk()
        let report = try desk.restoreNavigationState(from: data)
        // The Purse is restored; the Pouch, which lists the Purse's name, starts afresh.
        expectHierarchy(
            of: desk,
            equals: """
                Desk [flow]
                  root .home
                  push .purse → Purse [flow]
                    root .coins
                    push .note(id: 1)
                  push .pouch → Pouch [flow]
                    root .coins
                """)
        expectEqual(
            report,
            RestorationReport(skipped: [
                .init(
                    path: "push[1]", coordinatorType: "Desk",
                    reason: .childTypeChanged(captured: "Purse", current: "Pouch"))
            ]))
    }

    func aFormerNameAppliesWhereItsBearerIsNotInTheTree() throws {
        let old = Hijack.Desk(.purses)
        old.route(to: .pouch) { (purse: Hijack.Purse) in purse.route(to: .note(id: 2)) }
        let desk = Hijack.Desk()
        let report = try desk.restoreNavigationState(from: old.captureNavigationState())
        expectHierarchy(
            of: desk,
            equals: """
                Desk [flow]
                  root .home
                  push .pouch → Pouch [flow]
                    root .coins
                    push .note(id: 2)
                """)
        expectEqual(
            report,
            RestorationReport(migrated: [
                .init(
                    path: "push[0]", coordinatorType: "Pouch",
                    formerTypeName: "TrellisTests.Hijack.Purse",
                    currentTypeName: "TrellisTests.Hijack.Pouch")
            ]))
    }

    func aTypeSplitInTwo() throws {
        let old = Hijack.Desk(.purses)
        old.route(to: .purse) { (purse: Hijack.Purse) in purse.route(to: .note(id: 1)) }
        old.route(to: .pouch) { (purse: Hijack.Purse) in purse.route(to: .note(id: 2)) }
        let desk = Hijack.Desk(.walletAndPouch)
        let report = try desk.restoreNavigationState(from: old.captureNavigationState())
        expectHierarchy(
            of: desk,
            equals: """
                Desk [flow]
                  root .home
                  push .purse → Wallet [flow]
                    root .coins
                    push .note(id: 1)
                  push .pouch → Pouch [flow]
                    root .coins
                    push .note(id: 2)
                """)
        expectEqual(
            report,
            RestorationReport(migrated: [
                .init(
                    path: "push[0]", coordinatorType: "Wallet",
                    formerTypeName: "TrellisTests.Hijack.Purse",
                    currentTypeName: "TrellisTests.Hijack.Wallet"),
                .init(
                    path: "push[1]", coordinatorType: "Pouch",
                    formerTypeName: "TrellisTests.Hijack.Purse",
                    currentTypeName: "TrellisTests.Hijack.Pouch"),
            ]))
    }

    func theRestoringCoordinatorDoesNotTakeOverALiveName() throws {
        let purse = Hijack.Purse()
        purse.route(to: .note(id: 3))
        let data = try purse.captureNavigationState()

        let desk = Hijack.Desk()
        desk.route(to: .purse)
        var pouch: Hijack.Pouch?
        desk.route(to: .pouch) { (child: Hijack.Pouch) in pouch = child }
        let inTree = try #require(pouch)
        let before = desk.debugHierarchy()
        #expect(
            throws: NavigationStateError.coordinatorMismatch(expected: "Pouch [flow]", found: "Purse [flow]")
        ) { try inTree.restoreNavigationState(from: data) }
        expectEqual(desk.debugHierarchy(), before)

        // On its own, the Pouch takes the snapshot under its former name.
        let alone = Hijack.Pouch()
        try expectEqual(
            alone.restoreNavigationState(from: data).migrated.map(\.kind),
            [
                .coordinatorType(formerTypeName: "TrellisTests.Hijack.Purse")
            ])
        expectHierarchy(of: alone, equals: "Pouch [flow]\n  root .coins\n  push .note(id: 3)")
    }

    func aCreatedChildsNameIsInUse() throws {
        let old = Hijack.Desk(.purses)
        old.route(to: .purse) { (purse: Hijack.Purse) in purse.route(to: .note(id: 1)) }
        old.route(to: .pouch) { (purse: Hijack.Purse) in purse.route(to: .note(id: 2)) }
        let data = try old.captureNavigationState()

        // The renamed desk is matched by its former name first, when the tree holds no Purse
        // yet; the Purse the restore then creates bears the name the Pouch lists.
        let bureau = Hijack.Bureau()
        let report = try bureau.restoreNavigationState(from: data)
        expectHierarchy(
            of: bureau,
            equals: """
                Bureau [flow]
                  root .home
                  push .purse → Purse [flow]
                    root .coins
                    push .note(id: 1)
                  push .pouch → Pouch [flow]
                    root .coins
                """)
        expectEqual(
            report,
            RestorationReport(
                skipped: [
                    .init(
                        path: "push[1]", coordinatorType: "Bureau",
                        reason: .childTypeChanged(captured: "Purse", current: "Pouch"))
                ],
                migrated: [
                    .init(
                        path: "", coordinatorType: "Bureau", formerTypeName: "TrellisTests.Hijack.Desk",
                        currentTypeName: "TrellisTests.Hijack.Bureau")
                ]))
    }

    func aBearerAnywhereInTheTreeKeepsItsName() throws {
        let purse = Hijack.Purse()
        purse.route(to: .note(id: 3))
        let data = try purse.captureNavigationState()

        let hall = Hijack.Hall()
        hall.route(to: .purse)
        var pouch: Hijack.Pouch?
        hall.route(to: .desk) { (desk: Hijack.Desk) in
            desk.route(to: .pouch) { (child: Hijack.Pouch) in pouch = child }
        }
        let inTree = try #require(pouch)
        let before = hall.debugHierarchy()
        expectEqual(
            before,
            """
            Hall [flow]
              root .lobby
              push .purse → Purse [flow]
                root .coins
              push .desk → Desk [flow]
                root .home
                push .pouch → Pouch [flow]
                  root .coins
            """)
        #expect(
            throws: NavigationStateError.coordinatorMismatch(expected: "Pouch [flow]", found: "Purse [flow]")
        ) { try inTree.restoreNavigationState(from: data) }
        expectEqual(hall.debugHierarchy(), before)
    }

    func versionOneIgnoresFormerNames() throws {
        let data = try VersionOneCompatibilityTests.fixture("links.json")
        #expect(
            throws: NavigationStateError.coordinatorMismatch(
                expected: "LinkList [flow]", found: "LinkFlow [flow]")
        ) { try LinkList().restoreNavigationState(from: data) }
    }

    func deepRenamedChain() throws {
        let top = ChainV1.Link()
        var current = top
        for _ in 0..<DeepTreeTests.depth {
            var next: ChainV1.Link?
            current.route(to: .next) { (child: ChainV1.Link) in next = child }
            current = try #require(next)
        }
        let ring = ChainV2.Ring()
        let report = try ring.restoreNavigationState(from: top.captureNavigationState())
        expectTrue(report.isComplete)
        expectEqual(report.migrated.count, DeepTreeTests.depth + 1)
        expectEqual(report.migrated.prefix(3).map(\.path), ["", "push[0]", "push[0]/push[0]"])
        expectEqual(
            Set(report.migrated.map(\.kind)),
            [
                .coordinatorType(formerTypeName: "TrellisTests.ChainV1.Link")
            ])
        expectEqual(ring.descendants(ofType: ChainV2.Ring.self).count, DeepTreeTests.depth)
        expectEqual(
            ring.debugHierarchy(), top.debugHierarchy().replacingOccurrences(of: "Link", with: "Ring"))
    }

    func aManagerRewritesTheNewNames() async throws {
        let storage = TestStorage(.file)
        let clock = ManualClock()
        func makeManager() -> StateRestorationManager {
            StateRestorationManager(storage: storage.method, resumePolicy: .always, clock: clock)
        }
        let first = makeManager()
        let old = StoreV1.shopping()
        first.attach(old, savesOnNavigation: false)
        first.saveNow()

        let relaunched = makeManager()
        let tabs = StoreV2.Tabs()
        relaunched.attach(tabs)
        expectHierarchy(of: tabs, equals: Self.shopping)
        expectEqual(relaunched.lastRestorationReport, RestorationReport(migrated: Self.shoppingMigrated))
        // The replay saves nothing on its own; the next save writes the tree under its names now.
        expectFalse(relaunched.debouncer.isPending)
        relaunched.saveOnBackground()

        let third = makeManager()
        let again = StoreV2.Tabs()
        third.attach(again)
        expectHierarchy(of: again, equals: Self.shopping)
        expectEqual(third.lastRestorationReport, RestorationReport())
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .renamedTypesKeepTheirSubtrees: try renamedTypesKeepTheirSubtrees()
        case .theNextCaptureRecordsTheNewNames: try theNextCaptureRecordsTheNewNames()
        case .twoFormerNames: try twoFormerNames()
        case .destinationsOfARenamedTypeAreMigrated: try destinationsOfARenamedTypeAreMigrated()
        case .movedToAnotherModule: try movedToAnotherModule()
        case .formerNamesMatchInFullAndByKind: try formerNamesMatchInFullAndByKind()
        case .noTakeoverOfALiveTypesName: try noTakeoverOfALiveTypesName()
        case .aFormerNameAppliesWhereItsBearerIsNotInTheTree:
            try aFormerNameAppliesWhereItsBearerIsNotInTheTree()
        case .aTypeSplitInTwo: try aTypeSplitInTwo()
        case .theRestoringCoordinatorDoesNotTakeOverALiveName:
            try theRestoringCoordinatorDoesNotTakeOverALiveName()
        case .aCreatedChildsNameIsInUse: try aCreatedChildsNameIsInUse()
        case .aBearerAnywhereInTheTreeKeepsItsName: try aBearerAnywhereInTheTreeKeepsItsName()
        case .versionOneIgnoresFormerNames: try versionOneIgnoresFormerNames()
        case .deepRenamedChain: try deepRenamedChain()
        case .aManagerRewritesTheNewNames: try await aManagerRewritesTheNewNames()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case renamedTypesKeepTheirSubtrees =
            "a snapshot saved under the old names restores the whole subtree into the renamed types"
        case theNextCaptureRecordsTheNewNames =
            "the next capture records the new names, and restores with nothing to migrate"
        case twoFormerNames = "each of two former names is recognised"
        case destinationsOfARenamedTypeAreMigrated =
            "the destinations of a renamed type are migrated and reported under its name now"
        case movedToAnotherModule = "a type moved to another module under the same short name keeps its state"
        case formerNamesMatchInFullAndByKind =
            "a former name is compared in full: a short name or another kind does not match"
        case noTakeoverOfALiveTypesName =
            "a former name that a type in the tree bears now is that type's: no takeover"
        case aFormerNameAppliesWhereItsBearerIsNotInTheTree =
            "where no coordinator bearing the name is in the tree, the former name applies"
        case aTypeSplitInTwo =
            "two types that list the same former name each take the records of their own slots"
        case theRestoringCoordinatorDoesNotTakeOverALiveName =
            "restoring into a coordinator whose tree holds the name's bearer throws, changing nothing"
        case aCreatedChildsNameIsInUse =
            "a child the restore creates bears its name from then on, though the names were gathered before it"
        case aBearerAnywhereInTheTreeKeepsItsName =
            "restoring into a coordinator two levels down throws when the name's bearer is in another branch"
        case versionOneIgnoresFormerNames =
            "a version-1 snapshot records short names only: former names do not apply"
        case deepRenamedChain = "every level of a deep chain of a renamed type is restored and reported"
        case aManagerRewritesTheNewNames =
            "a relaunch after the rename restores the tree and saves it again under the new names"

        var testDescription: String { rawValue }
    }
}
