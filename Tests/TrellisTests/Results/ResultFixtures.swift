import Trellis

/// A flow that opens a color picker pushed or as a sheet.
@MainActor
final class PaletteFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case canvas, picker, plain, nested }
    let navigation = FlowNavigation<PaletteFlow>(root: .canvas)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        switch destination {
        case .picker: ColorPicker()
        case .nested: PaletteFlow()
        case .canvas, .plain: nil
        }
    }
}

/// A child coordinator that finishes with a color name.
@MainActor
final class ColorPicker: FlowCoordinator, ResultProducing {
    typealias Result = String
    enum Destinations: Codable, Hashable { case swatches, custom }
    let navigation = FlowNavigation<ColorPicker>(root: .swatches)
}

/// A root coordinator that presents a color picker over its root.
@MainActor
final class PickerHost: RootCoordinator {
    enum Destinations: Codable, Hashable { case start, picker }
    let navigation = RootNavigation<PickerHost>(root: .start)

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .picker ? ColorPicker() : nil
    }
}

/// A tab set that presents a color picker over its tabs.
@MainActor
final class PickerTabs: TabCoordinator {
    enum Destinations: Codable, Hashable { case first, picker }
    let navigation = TabNavigation<PickerTabs>(tabs: [.first])

    func makeChild(for destination: Destinations) -> (any Coordinator)? {
        destination == .picker ? ColorPicker() : nil
    }
}
