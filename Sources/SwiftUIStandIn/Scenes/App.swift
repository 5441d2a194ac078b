/// The protocol of an app's entry type: its `body` gives the app's scenes.
// https://developer.apple.com/documentation/swiftui/app
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency
public protocol App {
    // https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    associatedtype Body: Scene

    // https://developer.apple.com/documentation/swiftui/app/body-swift.property
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }

    // https://developer.apple.com/documentation/swiftui/app/init()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @MainActor @preconcurrency init()
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension App {
    /// The app's entry point (what `@main` calls).
    ///
    /// The stand-in has no run loop: it creates the app and evaluates its body once.
    // https://developer.apple.com/documentation/swiftui/app/main()
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @MainActor @preconcurrency public static func main() {
        _ = Self().body
    }
}
