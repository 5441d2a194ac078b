// swift-tools-version: 6.2
import PackageDescription

// The SwiftUI stand-in (Sources/SwiftUIStandIn, README.md there): a module named `SwiftUI` that
// declares the subset of SwiftUI TrellisSwiftUI uses, with a renderer for tests, so that
// TrellisSwiftUI, the SwiftUI example and an app's own SwiftUI layer compile and can be driven on
// Linux. A manifest is evaluated on the host that builds, so it is declared on Linux hosts only:
// on a Mac (`swift build`, or Xcode building for iOS) this package has no `SwiftUI` target, and
// TrellisSwiftUI compiles against Apple's SwiftUI.
//
// `TRELLIS_STANDIN_OS=macOS swift build --scratch-path .build-macos --product shop-swiftui`
// builds the macOS branches on Linux: TrellisSwiftUI, the SwiftUI example and the stand-in get
// `TRELLIS_STANDIN_MACOS` (their `#if os(macOS)` clauses read `os(macOS) || TRELLIS_STANDIN_MACOS`),
// the stand-in marks unavailable what macOS lacks (`fullScreenCover`), and a stand-in AppKit
// declares what the example calls. Without it the build takes the other branches, as iOS, tvOS,
// watchOS and visionOS do.
#if os(Linux)
    let asMacOS = Context.environment["TRELLIS_STANDIN_OS"] == "macOS"
    let standInSettings: [SwiftSetting] = asMacOS ? [.define("TRELLIS_STANDIN_MACOS")] : []
    let swiftUI: [Target.Dependency] = ["SwiftUI"]
    let appKit: [Target.Dependency] = asMacOS ? ["AppKit"] : []
    let standInTargets: [Target] =
        [
            .target(
                name: "SwiftUI", path: "Sources/SwiftUIStandIn", exclude: ["README.md"],
                swiftSettings: standInSettings)
        ]
        // AppKit, as much as the SwiftUI example's macOS branch calls; only in the macOS build.
        + (asMacOS
            ? [.target(name: "AppKit", path: "Sources/AppKitStandIn", swiftSettings: standInSettings)] : [])
        + [
            .testTarget(name: "SwiftUIStandInTests", dependencies: ["SwiftUI"]),
            // TrellisFuzzSupport for its seeded generator (the random window sessions).
            .testTarget(
                name: "TrellisSwiftUITests",
                dependencies: ["TrellisSwiftUI", "Trellis", "SwiftUI", "TrellisFuzzSupport"]),
            .testTarget(
                name: "ShopSwiftUITests",
                dependencies: ["ShopSwiftUI", "ShopExample", "TrellisSwiftUI", "Trellis", "SwiftUI"]),
            // The example of Documentation/Trellis.docc/TestingYourSwiftUILayerOnLinux.md: an
            // app's SwiftUI layer driven through the stand-in's renderer.
            .testTarget(
                name: "SwiftUILayerExampleTests", dependencies: ["Trellis", "TrellisSwiftUI", "SwiftUI"]),
        ]
    let standInProduct: Product = .library(name: "SwiftUIStandIn", targets: ["SwiftUI"])
#else
    // On Apple hosts the product still exists, so an app's manifest can name it with
    // `condition: .when(platforms: [.linux])`; it stands for an empty module, never built there.
    let standInSettings: [SwiftSetting] = []
    let swiftUI: [Target.Dependency] = []
    let appKit: [Target.Dependency] = []
    let standInTargets: [Target] = [.target(name: "SwiftUIStandInUnavailable")]
    let standInProduct: Product = .library(name: "SwiftUIStandIn", targets: ["SwiftUIStandInUnavailable"])
#endif

// `swift test` builds and runs the unit suite: about a minute and a half from a clean clone on two
// cores, ten seconds of it tests. `Tests/TrellisTests/Reliability` — the random sessions and their
// model, the fuzzers' seeds and regressions, hostile migrations, soaks, the crash test and
// scaling probes — is compiled into TrellisTests only with `TRELLIS_RELIABILITY=1` (its default
// cases) or `TRELLIS_THOROUGH=1` (`Scripts/thorough-tests`, run by CI: every test at full size).
let reliability = ["TRELLIS_RELIABILITY", "TRELLIS_THOROUGH"].contains { Context.environment[$0] == "1" }

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .library(name: "TrellisSwiftUI", targets: ["TrellisSwiftUI"]),
        // The SwiftUI stand-in and its renderer, for an app's tests of its SwiftUI layer on Linux
        // (Documentation/Trellis.docc/TestingYourSwiftUILayerOnLinux.md). Name it with
        // `condition: .when(platforms: [.linux])`.
        standInProduct,
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
        // `#if canImport(SwiftUI)`: Apple's SwiftUI on Apple platforms, the stand-in on Linux.
        .target(name: "TrellisSwiftUI", dependencies: ["Trellis"] + swiftUI, swiftSettings: standInSettings),
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
        // macOS). On Linux it compiles against the stand-in, and ShopSwiftUITests drives its views.
        .executableTarget(
            name: "ShopSwiftUI",
            dependencies: ["Trellis", "TrellisSwiftUI", "ShopExample"] + swiftUI + appKit,
            path: "Examples/ShopSwiftUI",
            swiftSettings: standInSettings
        ),
        .executableTarget(
            name: "TrellisBench",
            // On Linux it also counts body evaluations in the SwiftUI stand-in's renderer.
            dependencies: ["Trellis"] + (swiftUI.isEmpty ? [] : ["TrellisSwiftUI"] + swiftUI),
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
            name: "NavigateFuzzer",
            dependencies: ["TrellisFuzzSupport"],
            path: "Tests/Fuzz/NavigateFuzzer"
        ),
        .executableTarget(
            name: "TrellisStateWriter",
            dependencies: ["Trellis"],
            path: "Tests/StateWriter"
        ),
        .testTarget(
            name: "TrellisTests",
            // The two executables are run by tests: the state writer (concurrent and crash-safe
            // saves) and, with the reliability tests, trellis-bench (restore's scaling probes).
            dependencies: ["Trellis", "TrellisTesting", "TrellisFuzzSupport", "TrellisStateWriter"]
                + (reliability ? ["TrellisBench"] : []),
            exclude: ["NavigationState/Fixtures"] + (reliability ? [] : ["Reliability"])
        ),
        // Runs the built trellis-demo binary; the dependency makes `swift test` build it.
        .testTarget(
            name: "TrellisDemoTests",
            dependencies: ["TrellisDemo"],
            exclude: ["Fixtures"]
        ),
    ] + standInTargets,
    swiftLanguageModes: [.v6]
)
