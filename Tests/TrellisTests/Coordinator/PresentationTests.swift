import Testing

@testable import Trellis

/// The one list of presentations, as the API, the roles, the layout and a snapshot read it.
@MainActor
@Suite("Presentation")
struct PresentationTests {
    @Test(
        "A presentation's snapshot code is the one formats 1 and 2 wrote (a popover's is new), and reads back"
    )
    func snapshotCodes() {
        expectEqual(
            Presentation.allCases.map { Character(Unicode.Scalar($0.snapshotCode)) }, ["p", "s", "f", "o"])
        for presentation in Presentation.allCases {
            expectEqual(Presentation(snapshotCode: presentation.snapshotCode), presentation)
        }
        let others = (0...UInt8.max).filter { !"psfo".utf8.contains($0) }
        expectEqual(others.compactMap { Presentation(snapshotCode: $0) }, [])
        expectEqual(Presentation(snapshotCode: Character("é")), nil)
    }

    @Test("A role names an entry by its presentation; the static members are those roles")
    func rolesOfEntries() {
        expectEqual(
            Presentation.allCases.map { NavigationRole.entry($0) },
            [.push, .sheet, .fullScreenCover, .popover])
        expectEqual(
            Presentation.allCases.map { NavigationRole.entry($0).presentation },
            [.push, .sheet, .fullScreenCover, .popover])
        expectEqual(NavigationRole.root.presentation, nil)
        expectEqual(NavigationRole.tab(index: 2).presentation, nil)
    }

    @Test("A modal style is a presentation other than push")
    func modalStyles() {
        expectEqual(
            [ModalStyle.sheet, .fullScreenCover, .popover].map(\.presentation),
            [.sheet, .fullScreenCover, .popover])
        expectEqual(Presentation.allCases.map { ModalStyle($0) }, [nil, .sheet, .fullScreenCover, .popover])
        expectEqual(Presentation.allCases.filter(\.isModal), [.sheet, .fullScreenCover, .popover])
        expectEqual(
            [ModalStyle.sheet, .fullScreenCover, .popover].map { "\($0)" },
            ["sheet", "fullScreenCover", "popover"])
    }

    @Test("An entry's role, its printout and its layer's style come from the presentation it was shown with")
    func presentedEntries() {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1))
        home.present(.detail(id: 2), as: .fullScreenCover)
        home.present(.detail(id: 3))
        expectEqual(home.stack.entries.map(\.presentation), [.push, .fullScreenCover, .sheet])
        expectEqual(
            home.stack.entries.map(\.slot.role), [.entry(.push), .entry(.fullScreenCover), .entry(.sheet)])
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
              push .detail(id: 1)
              fullScreenCover .detail(id: 2)
              sheet .detail(id: 3)
            """)
        expectEqual(NavigationLayout(of: home).layers.map(\.style), [nil, .fullScreenCover, .sheet])
    }
}
