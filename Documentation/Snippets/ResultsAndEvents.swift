// Hidden context for ResultsAndEvents.md (see Scripts/check-doc-snippets).

/// The flow that awaits the color picker the article declares.
@MainActor
final class EditorCoordinator: FlowCoordinator {
    enum Destinations: Codable, Hashable { case canvas, colorPicker, preview(String) }
    let navigation = FlowNavigation<EditorCoordinator>(root: .canvas)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .colorPicker ? ColorPickerCoordinator() : nil
    }
}

@MainActor let editor = EditorCoordinator()
@MainActor let picker = ColorPickerCoordinator()

/// The app's analytics client.
struct Analytics {
    func track(_ event: String) {}
}
let analytics = Analytics()
