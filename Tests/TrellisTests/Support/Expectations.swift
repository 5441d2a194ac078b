import Testing

// `#expect(condition)`, `#expect(!condition)`, `#expect(x.isEmpty)`, `#expect(x == nil)`,
// `#expect(x != nil)` and `#expect(a === b)` as functions, for the reason `expectEqual` gives
// (ExpectEqual.swift): a macro expansion costs about 25 ms of a cold build, a call a fraction of
// that. Each records an issue at the caller's line, with the value it saw, and the caller's comment.

/// Records an issue at the caller's line when `condition` is false.
func expectTrue(
    _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard !condition else { return }
    recordFailure(
        "expected true, got false", comment(),
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records an issue at the caller's line when `condition` is true.
func expectFalse(
    _ condition: Bool, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard condition else { return }
    recordFailure(
        "expected false, got true", comment(),
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records an issue at the caller's line, with the value, when `value` is not nil.
func expectNil<Wrapped>(
    _ value: Wrapped?, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard let value else { return }
    recordFailure(
        "expected nil, got \(String(reflecting: value))", comment(),
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records an issue at the caller's line when `value` is nil.
func expectNotNil<Wrapped>(
    _ value: Wrapped?, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard value == nil else { return }
    recordFailure(
        "expected a value, got nil", comment(),
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records an issue at the caller's line, naming both objects, when they are not the same object.
func expectIdentical(
    _ actual: AnyObject?, _ expected: AnyObject?, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard actual !== expected else { return }
    recordFailure(
        "expected the same object as \(describe(expected)), got \(describe(actual))", comment(),
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records an issue at the caller's line, naming the object, when both are the same object.
func expectNotIdentical(
    _ actual: AnyObject?, _ other: AnyObject?, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard actual === other else { return }
    recordFailure(
        "expected another object than \(describe(other))", comment(),
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

private func describe(_ object: AnyObject?) -> String {
    guard let object else { return "nil" }
    return "\(type(of: object)) \(ObjectIdentifier(object))"
}

/// Records an issue at the caller's line, with the elements, when `collection` is not empty.
func expectEmpty<Elements: Collection>(
    _ collection: Elements, _ comment: @autoclosure () -> Comment? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard !collection.isEmpty else { return }
    recordFailure(
        "expected nothing, got \(String(reflecting: Array(collection)))", comment(),
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
