#if !canImport(SwiftUI)
    /// Where SwiftUI does not exist (Linux, Windows), the example says so instead of showing
    /// nothing.
    @main
    enum RequiresSwiftUI {
        static func main() {
            print(
                """
                shop-swiftui is a SwiftUI app: run it on macOS (swift run shop-swiftui) or open the
                package in Xcode for iOS. Here, trellis-demo drives the same shop coordinators from
                the command line: swift run trellis-demo
                """)
        }
    }
#endif
