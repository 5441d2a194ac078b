// swift-tools-version: 6.2
import PackageDescription

// `TRELLIS_STANDIN_OS=macOS swift build --scratch-path .build-macos` builds the macOS branches:
// TrellisSwiftUI and the SwiftUI example get `TRELLIS_STANDIN_MACOS` (their `#if os(macOS)`
// clauses read `os(macOS) || TRELLIS_STANDIN_MACOS`), the stand-in SwiftUI marks unavailable what macOS lacks
// (`fullScreenCover`), and a stand-in AppKit declares what the example calls. Without it the
// build takes the other branches, as iOS, tvOS, watchOS and visionOS do.
let asMacOS = Context.environment["TRELLIS_STANDIN_OS"] == "macOS"
let platformSettings: [SwiftSetting] = asMacOS ? [.define("TRELLIS_STANDIN_MACOS")] : []

// A type-checking stand-in for the subset of SwiftUI that TrellisSwiftUI uses, so that module
// compiles and its views can be exercised on Linux. See README.md.
let package = Package(
    name: "SwiftUIStandIn",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        // For Scripts/check-doc-snippets, which compiles the docs' `<!-- snippet: swiftui -->`
        // blocks against this package.
        .library(name: "Trellis", targets: ["Trellis"]),
        .library(name: "TrellisSwiftUI", targets: ["TrellisSwiftUI"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    ],
    targets: [
        .target(name: "SwiftUI", swiftSettings: platformSettings),
        // AppKit, as much as the SwiftUI example's macOS branch calls; only in the macOS build.
        .target(name: "AppKit", swiftSettings: platformSettings),
        .testTarget(name: "SwiftUIStandInTests", dependencies: ["SwiftUI"]),
        // The repository's own sources, through symbolic links in Linked/: Trellis, and
        // TrellisSwiftUI compiled against this stand-in (every file of it is inside
        // `#if canImport(SwiftUI)`, which holds here).
        .target(name: "Trellis", path: "Linked/Trellis"),
        .target(
            name: "TrellisSwiftUI", dependencies: ["Trellis", "SwiftUI"], path: "Linked/TrellisSwiftUI",
            swiftSettings: platformSettings),
        // Only for the doc-snippet check: an article's other blocks may import it.
        .target(name: "TrellisTesting", dependencies: ["Trellis"], path: "Linked/TrellisTesting"),
        .testTarget(name: "TrellisSwiftUITests", dependencies: ["TrellisSwiftUI", "Trellis", "SwiftUI"]),
        // The shop example: its coordinators, and its SwiftUI app compiled against the stand-in.
        .target(name: "ShopExample", dependencies: ["Trellis"], path: "Linked/ShopExample"),
        .executableTarget(
            name: "ShopSwiftUI",
            dependencies: ["Trellis", "TrellisSwiftUI", "ShopExample", "SwiftUI"]
                + (asMacOS ? ["AppKit"] : []),
            path: "Linked/ShopSwiftUI", swiftSettings: platformSettings),
        .testTarget(
            name: "ShopSwiftUITests",
            dependencies: ["ShopSwiftUI", "ShopExample", "TrellisSwiftUI", "Trellis", "SwiftUI"]),
    ],
    swiftLanguageModes: [.v6]
)
