/// A type that represents the structure and behavior of an app.
// https://developer.apple.com/documentation/swiftui/app
@MainActor @preconcurrency
public protocol App {
    // https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
    associatedtype Body: Scene

    // https://developer.apple.com/documentation/swiftui/app/body-swift.property
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }

    // https://developer.apple.com/documentation/swiftui/app/init()
    @MainActor @preconcurrency init()
}

extension App {
    /// Initializes and runs the app.
    ///
    /// The stand-in has no run loop: it creates the app and evaluates its body once.
    // https://developer.apple.com/documentation/swiftui/app/main()
    @MainActor @preconcurrency public static func main() {
        _ = Self().body
    }
}
