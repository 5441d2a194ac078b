import Testing

@testable import Trellis

/// The one list of presentations, as the API, the roles, the layout and a snapshot read it.
@MainActor
@Suite("Presentation")
struct PresentationTests {
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

    func presentedEntries() {
        let home = HomeFlowCoordinator()
        home.route(to: .detail(id: 1))
        home.present(.detail(id: 2), as: .fullScreenCover)
        home.present(.detail(id: 3))
        expectEqual(home.navigation.entries.map(\.presentation), [.push, .fullScreenCover, .sheet])
        expectEqual(
            home.navigation.entries.map(\.slot.role),
            [.entry(.push), .entry(.fullScreenCover), .entry(.sheet)])
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

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .snapshotCodes: snapshotCodes()
        case .rolesOfEntries: rolesOfEntries()
        case .modalStyles: modalStyles()
        case .presentedEntries: presentedEntries()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case snapshotCodes =
            "A presentation's snapshot code is the one formats 1 and 2 wrote (a popover's is new), and reads back"
        case rolesOfEntries = "A role names an entry by its presentation; the static members are those roles"
        case modalStyles = "A modal style is a presentation other than push"
        case presentedEntries =
            "An entry's role, its printout and its layer's style come from the presentation it was shown with"

        var testDescription: String { rawValue }
    }
}
