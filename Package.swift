// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisSwiftUI", targets: ["TrellisSwiftUI"]),
        .executable(name: "trellis-demo", targets: ["TrellisDemo"]),
        .executable(name: "shop-swiftui", targets: ["ShopSwiftUI"]),
        .executable(name: "trellis-bench", targets: ["TrellisBench"]),
    ],
    targets: [
        .target(name: "Trellis"),
        // What an app's tests need: a manual clock, hierarchy expectations with a line diff,
        // awaiting a child in a test, an event recorder, round trips through a snapshot.
        .target(name: "TrellisTesting", dependencies: ["Trellis"]),
        // The SwiftUI binding over the presentation layout. Every file is inside
        // `#if canImport(SwiftUI)`: on Linux it builds empty here, and Tests/SwiftUIStandIn
        // compiles and tests it against a stand-in SwiftUI module.
        .target(name: "TrellisSwiftUI", dependencies: ["Trellis"]),
        // The shop app's coordinators, shared by trellis-demo (headless) and the SwiftUI example:
        // its coordinators with their destinations, the deep links, the session that saves and
        // resumes the tree, and the screen models. It knows nothing of a user interface. Not a
        // product: examples are not API.
        .target(
            name: "ShopExample",
            dependencies: ["Trellis"],
            path: "Examples/Shop"
        ),
        .executableTarget(
            name: "TrellisDemo",
            dependencies: ["Trellis", "ShopExample"],
            path: "Examples/TrellisDemo"
        ),
        // The shop as a SwiftUI app over the same coordinators (`swift run shop-swiftui` on
        // macOS). Where SwiftUI does not exist it only says so; Tests/SwiftUIStandIn compiles
        // and drives its views on Linux.
        .executableTarget(
            name: "ShopSwiftUI",
            dependencies: ["Trellis", "TrellisSwiftUI", "ShopExample"],
            path: "Examples/ShopSwiftUI"
        ),
        .executableTarget(
            name: "TrellisBench",
            dependencies: ["Trellis"],
            path: "Benchmarks/TrellisBench"
        ),
        // The fuzz targets (Scripts/fuzz); their app tree and checks are shared with the tests.
        .target(
            name: "TrellisFuzzSupport",
            dependencies: ["Trellis"],
            path: "Tests/Fuzz/FuzzSupport"
        ),
        .executableTarget(
            name: "RestoreFuzzer",
            dependencies: ["TrellisFuzzSupport"],
            path: "Tests/Fuzz/RestoreFuzzer"
        ),
        .executableTarget(
            name: "StateFileFuzzer",
            dependencies: ["TrellisFuzzSupport"],
            path: "Tests/Fuzz/StateFileFuzzer"
        ),
        .executableTarget(
            name: "TrellisStateWriter",
            dependencies: ["Trellis"],
            path: "Tests/StateWriter"
        ),
        .testTarget(
            name: "TrellisTests",
            // The two executables are run by tests: the state writer (crash-safe saves) and
            // trellis-bench (restore's scaling probes).
            dependencies: [
                "Trellis", "TrellisTesting", "TrellisFuzzSupport", "TrellisStateWriter", "TrellisBench",
            ],
            exclude: ["NavigationState/Fixtures"]
        ),
        // Runs the built trellis-demo binary; the dependency makes `swift test` build it.
        .testTarget(
            name: "TrellisDemoTests",
            dependencies: ["TrellisDemo"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
