import Foundation

/// The fuzzers' folder, `Tests/Fuzz`: their corpora, regressions and golden documents, which the
/// golden-snapshot and format tests read too.
enum FuzzCorpus {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")
}
