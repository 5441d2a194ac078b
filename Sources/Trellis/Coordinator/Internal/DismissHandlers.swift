/// Adapters from the public `onDismiss` closure shapes to the stored ``DismissHandler``.
@MainActor
enum DismissHandlers {
    static func ignoringCause(_ handler: @escaping @MainActor () -> Void) -> DismissHandler {
        { _ in handler() }
    }
}
