import Testing

/// `#expect(actual == expected)` as a function: records an issue at the caller's line, with both
/// values, when they differ.
///
/// A plain equality is most of this target's checks, and `#expect` is a macro: each use is
/// expanded by the Testing plugin and the expansion type-checked again in the module's
/// interface build, about 25 ms of compile time per check on two cores (`swift test`'s first
/// build paid a minute for two thousand of them). A function call costs a fraction of that.
/// The other plain checks have helpers too (`Expectations.swift`); use `#expect` where its
/// expression capture says more: a comparison other than `==`, `&&`, a search, a thrown error.
func expectEqual<Value: Equatable>(
    _ actual: Value, _ expected: Value, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard actual != expected else { return }
    let shown = [actual, expected].map { value in
        let text = String(reflecting: value)
        return text.contains("\n") ? "\n" + text + "\n" : text
    }
    recordFailure(
        "expected \(shown[1]), got \(shown[0])", comment(),
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records `message`, and the caller's comment when it has one, as an issue at `location`.
func recordFailure(_ message: String, _ comment: Comment?, _ location: SourceLocation) {
    Issue.record(
        Comment(rawValue: comment.map { message + ": " + $0.rawValue } ?? message), sourceLocation: location)
}
