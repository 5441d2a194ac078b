import Testing
import TrellisTesting

@testable import Trellis

/// A gesture that closes a layer closes everything the window shows in it, whoever owns it:
/// a pop leaves its layer exactly `count` long, and no screen of a closed sheet falls into the
/// layer below.
@MainActor
@Suite("Presentation layout: closing layers")
struct LayerClosingTests {
    /// Home pushes the compose flow, which pushes `.preview` and presents `.attachments` as a
    /// sheet; home then pushes `.detail(id: 3)`, which the window shows in that sheet.
    private func pushAboveAChildsSheet(_ log: DismissLog) -> (HomeFlowCoordinator, ComposeFlowCoordinator) {
        let home = HomeFlowCoordinator()
        home.route(to: .compose, onDismissWithCause: log.handler("compose"))
        let compose = home.navigation.entries[0].child as! ComposeFlowCoordinator
        compose.route(to: .preview, onDismissWithCause: log.handler("preview"))
        compose.present(.attachments, onDismissWithCause: log.handler("attachments"))
        home.route(to: .detail(id: 3), onDismissWithCause: log.handler("detail 3"))
        return (home, compose)
    }

    func popBelowAChildsSheet() {
        let log = DismissLog()
        let (home, compose) = pushAboveAChildsSheet(log)
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
              push ComposeFlowCoordinator .editor
              push ComposeFlowCoordinator .preview
            layer 1: sheet
              root ComposeFlowCoordinator .attachments
              push HomeFlowCoordinator .detail(id: 3)
            """)
        let diagnostics = recordingDiagnostics(of: home) {
            NavigationLayout(of: home).layers[0].userDidPop(toCount: 1)
        }
        expectEmpty(diagnostics)
        expectEqual(NavigationLayout(of: home).layers[0].path.count, 1)
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
              push ComposeFlowCoordinator .editor
            """)
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
              push .compose → ComposeFlowCoordinator [flow]
                root .editor
            """)
        expectEqual(log.fired, ["detail 3: user", "attachments: user", "preview: user"])
        expectIdentical(compose.parent, home)
    }

    func dismissAChildsSheet() {
        let log = DismissLog()
        let (home, _) = pushAboveAChildsSheet(log)
        NavigationLayout(of: home).layers[1].userDidDismiss()
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
              push ComposeFlowCoordinator .editor
              push ComposeFlowCoordinator .preview
            """)
        expectEqual(log.fired, ["detail 3: user", "attachments: user"])
    }

    func popClosesTheLayersAbove() {
        let log = DismissLog()
        let (home, _) = pushAboveAChildsSheet(log)
        home.present(.settings, as: .fullScreenCover, onDismissWithCause: log.handler("settings"))
        expectEqual(NavigationLayout(of: home).layers.count, 3)
        let recorder = NavigationEventRecorder(observing: home)
        NavigationLayout(of: home).layers[0].userDidPop(toCount: 1)
        expectEqual(
            home.debugHierarchy(),
            """
            HomeFlowCoordinator [flow]
              root .home
              push .compose → ComposeFlowCoordinator [flow]
                root .editor
            """)
        expectEqual(log.fired, ["settings: user", "detail 3: user", "attachments: user", "preview: user"])
        expectEqual(
            recorder.lines,
            [
                "HomeFlowCoordinator dismissed(user) fullScreenCover .settings",
                "HomeFlowCoordinator dismissed(user) push .detail(id: 3)",
                "ComposeFlowCoordinator dismissed(user) sheet .attachments",
                "ComposeFlowCoordinator dismissed(user) push .preview",
            ])
    }

    func popInsideTheSheetKeepsIt() {
        let log = DismissLog()
        let (home, _) = pushAboveAChildsSheet(log)
        NavigationLayout(of: home).layers[1].userDidPop(toCount: 0)
        expectEqual(
            home.debugLayout(),
            """
            layer 0: base
              root HomeFlowCoordinator .home
              push ComposeFlowCoordinator .editor
              push ComposeFlowCoordinator .preview
            layer 1: sheet
              root ComposeFlowCoordinator .attachments
            """)
        expectEqual(log.fired, ["detail 3: user"])
    }

    func popToItsOwnLength() {
        let log = DismissLog()
        let (home, _) = pushAboveAChildsSheet(log)
        let before = home.debugHierarchy()
        let layout = NavigationLayout(of: home)
        let diagnostics = recordingDiagnostics(of: home) {
            layout.layers[0].userDidPop(toCount: 2)
            layout.layers[1].userDidPop(toCount: 1)
        }
        expectEmpty(diagnostics)
        expectEmpty(log.fired)
        expectEqual(home.debugHierarchy(), before)
    }

    /// The examples above, as the cases of one parameterized test: one `@Test` expansion for
    /// the suite rather than one per example keeps the unit suite's build short.
    @Test(arguments: Example.allCases)
    func example(_ example: Example) async throws {
        switch example {
        case .popBelowAChildsSheet: popBelowAChildsSheet()
        case .dismissAChildsSheet: dismissAChildsSheet()
        case .popClosesTheLayersAbove: popClosesTheLayersAbove()
        case .popInsideTheSheetKeepsIt: popInsideTheSheetKeepsIt()
        case .popToItsOwnLength: popToItsOwnLength()
        }
    }

    /// The examples of this suite, each named by the sentence it prints.
    enum Example: String, CaseIterable, CustomTestStringConvertible {
        case popBelowAChildsSheet =
            "Popping below a child's sheet closes the sheet with the parent's push shown in it"
        case dismissAChildsSheet =
            "Dismissing a child's sheet removes the parent's push shown in it, top first"
        case popClosesTheLayersAbove =
            "A pop that closes a layer closes every layer above it, top first, in one change"
        case popInsideTheSheetKeepsIt = "A pop in the sheet takes the parent's push and leaves the sheet open"
        case popToItsOwnLength = "Popping a layer to its own length changes nothing and reports nothing"

        var testDescription: String { rawValue }
    }
}
