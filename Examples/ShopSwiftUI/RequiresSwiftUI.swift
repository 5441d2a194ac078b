#if !canImport(SwiftUI)
    /// Where SwiftUI does not exist (Linux, Windows), the example says so instead of showing
    /// nothing.
    @main
    enum RequiresSwiftUI {
        static func main() {
            print(
                """
                shop-swiftui is a SwiftUI app: it needs SwiftUI (macOS, iOS). On a Mac, run it with
                `swift run shop-swiftui`. Here, trellis-demo drives the same shop coordinators from
                the command line: `swift run trellis-demo`.
                """)
        }
    }
#endif
