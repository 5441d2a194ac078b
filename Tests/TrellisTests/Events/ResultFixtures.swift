import Trellis

/// A flow that opens a color picker pushed or as a sheet.
@MainActor
final class PaletteFlow: FlowCoordinator {
    enum Destinations: Codable, Hashable { case canvas, picker, plain, nested }
    let stack = FlowStack<PaletteFlow>(root: .canvas)

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
    let stack = FlowStack<ColorPicker>(root: .swatches)
}

/// Awaiting helpers: start an await in a task and let it run up to its suspension.
@MainActor
enum AwaitHarness {
    /// Starts `operation` and yields until `ready` holds (the destination is shown).
    static func start<R: Sendable>(
        until ready: @autoclosure () -> Bool, _ operation: @escaping @MainActor () async -> R
    ) async -> Task<R, Never> {
        let task = Task { @MainActor in await operation() }
        for _ in 0..<100 where !ready() { await Task.yield() }
        return task
    }
}
