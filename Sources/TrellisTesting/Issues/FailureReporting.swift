import Testing

/// Where a helper was called from, as `#fileID`, `#filePath`, `#line` and `#column` give it,
/// so that a recorded failure points at the test's line, not at the kit.
struct CallSite {
    var fileID: String
    var filePath: String
    var line: Int
    var column: Int
}

/// Records a failed check of a TrellisTesting helper.
///
/// Inside a Swift Testing test it is an issue of that test, recorded at `site` (so
/// `withKnownIssue` sees it too).
func recordFailure(_ message: String, at site: CallSite) {
    Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
            fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column))
}
