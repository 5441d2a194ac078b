import Foundation

/// An executable of this package built next to the test bundle, such as `TrellisStateWriter`
/// or `trellis-bench`, which some tests run as a child process.
enum BuiltExecutable {
    /// The executable called `name` in the build directory: the directory of the test bundle
    /// (on Linux the bundle is the main executable; elsewhere a loaded `.xctest` bundle), else
    /// the package's `.build/debug`.
    static func url(_ name: String) -> URL {
        let bundles = [Bundle.main] + Bundle.allBundles.filter { $0.bundlePath.hasSuffix(".xctest") }
        var candidates = bundles.map { bundle in
            (bundle.bundlePath.hasSuffix(".xctest")
                ? bundle.bundleURL.deletingLastPathComponent() : bundle.bundleURL)
                .appendingPathComponent(name)
        }
        candidates.insert(
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                name), at: 0)
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        candidates.append(packageRoot.appendingPathComponent(".build/debug/\(name)"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }
}
