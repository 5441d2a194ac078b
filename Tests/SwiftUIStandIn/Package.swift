// swift-tools-version: 6.0
import PackageDescription

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
        .target(name: "SwiftUI"),
        .testTarget(name: "SwiftUIStandInTests", dependencies: ["SwiftUI"]),
        // The repository's own sources, through symbolic links in Linked/: Trellis, and
        // TrellisSwiftUI compiled against this stand-in (every file of it is inside
        // `#if canImport(SwiftUI)`, which holds here).
        .target(name: "Trellis", path: "Linked/Trellis"),
        .target(name: "TrellisSwiftUI", dependencies: ["Trellis", "SwiftUI"], path: "Linked/TrellisSwiftUI"),
        // Only for the doc-snippet check: an article's other blocks may import it.
        .target(name: "TrellisTesting", dependencies: ["Trellis"], path: "Linked/TrellisTesting"),
        .testTarget(name: "TrellisSwiftUITests", dependencies: ["TrellisSwiftUI", "Trellis", "SwiftUI"]),
        // The shop example: its coordinators, and its SwiftUI app compiled against the stand-in.
        .target(name: "ShopExample", dependencies: ["Trellis"], path: "Linked/ShopExample"),
        .executableTarget(
            name: "ShopSwiftUI", dependencies: ["Trellis", "TrellisSwiftUI", "ShopExample", "SwiftUI"],
            path: "Linked/ShopSwiftUI"),
        .testTarget(
            name: "ShopSwiftUITests",
            dependencies: ["ShopSwiftUI", "ShopExample", "TrellisSwiftUI", "Trellis", "SwiftUI"]),
    ],
    swiftLanguageModes: [.v6]
)
