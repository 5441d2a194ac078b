// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "Trellis", targets: ["Trellis"]),
        .executable(name: "trellis-demo", targets: ["TrellisDemo"]),
        .executable(name: "trellis-bench", targets: ["TrellisBench"]),
    ],
    targets: [
        .target(name: "Trellis"),
        .executableTarget(
            name: "TrellisDemo",
            dependencies: ["Trellis"],
            path: "Examples/TrellisDemo"
        ),
        .executableTarget(
            name: "TrellisBench",
            dependencies: ["Trellis"],
            path: "Benchmarks/TrellisBench"
        ),
        .testTarget(name: "TrellisTests", dependencies: ["Trellis"]),
        // Runs the built trellis-demo binary; the dependency makes `swift test` build it.
        .testTarget(
            name: "TrellisDemoTests",
            dependencies: ["TrellisDemo"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
