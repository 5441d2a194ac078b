extension FlowCoordinator {
    /// Pushes `destination` and waits for the `T` it hosts to finish.
    ///
    /// - Returns: The value passed to ``ResultProducing/finish(with:)``, or `nil` when the child
    ///   leaves any other way (pop, user back-swipe, ancestor teardown, restore) or the
    ///   destination does not host a `T` (then it is not shown: see
    ///   ``NavigationDiagnostic/Kind/awaitRefused``).
    public func route<T: ResultProducing>(to destination: Destinations, awaiting type: T.Type) async -> T
        .Result?
    {
        await route(to: destination, awaiting: type) { _ in }
    }

    /// Pushes `destination`, hands the `T` it hosts to `body` once it is shown, and waits for
    /// it to finish; `nil` when it leaves any other way.
    public func route<T: ResultProducing>(
        to destination: Destinations, awaiting type: T.Type, _ body: (T) -> Void
    ) async -> T.Result? {
        await ResultAwaiting.value(
            of: type, from: self,
            showing: { onDismiss, accepts in
                show(destination, as: .push, onDismiss: onDismiss, accepting: accepts) ?? nil
            },
            then: body)
    }
}

extension PresentingCoordinator {
    /// Presents `destination` and waits for the `T` it hosts to finish; `nil` when it leaves
    /// any other way (for example the user swiping the sheet down).
    ///
    /// ```swift
    /// if let color = await home.present(.colorPicker, awaiting: ColorPickerCoordinator.self) {
    ///     home.route(to: .preview(color))
    /// }
    /// ```
    public func present<T: ResultProducing>(
        _ destination: Destinations, as style: ModalStyle = .sheet, awaiting type: T.Type
    ) async -> T.Result? {
        await present(destination, as: style, awaiting: type) { _ in }
    }

    /// Presents `destination`, hands the `T` it hosts to `body` once it is shown (to drive or
    /// configure it), and waits for it to finish; `nil` when it leaves any other way.
    public func present<T: ResultProducing>(
        _ destination: Destinations, as style: ModalStyle = .sheet, awaiting type: T.Type, _ body: (T) -> Void
    ) async -> T.Result? {
        await ResultAwaiting.value(
            of: type, from: self,
            showing: { onDismiss, accepts in
                show(destination, as: style.presentation, onDismiss: onDismiss, accepting: accepts) ?? nil
            },
            then: body)
    }
}
