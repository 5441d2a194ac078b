/// The protocol of view properties SwiftUI updates before it evaluates the view's body, such as
/// `State` and `Environment`.
// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    mutating func update()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/dynamicproperty/update()
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public mutating func update() {}
}

/// A dynamic property the stand-in's renderer installs before it evaluates a view's body.
///
/// Like SwiftUI, the renderer finds these among a view's stored properties with `Mirror`; each
/// one holds a reference box, so installing into the view's copy reaches the view itself.
@MainActor
protocol StandInInstallable {
    /// Installs the property and returns what the body depends on through it, which the
    /// renderer compares with the last evaluation's (see `StandInInput`).
    func install(_ installation: StandInInstallation) -> StandInInput
}

/// What the renderer hands a dynamic property: the environment at the view and the view's
/// persistent storage under the property's name.
@MainActor
struct StandInInstallation {
    let environment: EnvironmentValues
    /// The scene's `@SceneStorage` values.
    let scene: StandInSceneStorage
    /// Returns the storage kept for this property, or keeps and returns `make()`'s on first use.
    let storage: (_ make: () -> AnyObject) -> AnyObject
}
