/// A failure the command line reports as `trellis-demo: error: <message>` with exit code 1.
struct DemoError: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) {
        self.message = message
    }

    var description: String { message }
}
