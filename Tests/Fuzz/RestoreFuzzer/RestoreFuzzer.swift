import Foundation
import TrellisFuzzSupport

// The restore fuzzer: see RestoreHarness for what each input is checked against.
//
// Built by Scripts/fuzz with `swift build -c release --sanitize fuzzer
// -Xswiftc -DTRELLIS_LIBFUZZER`, libFuzzer provides `main` and calls the entry point below.
// A plain `swift build` has the `main` below instead, which replays the files and
// directories given as arguments (a corpus, crash artifacts) or writes the seed corpus
// (see FuzzTarget).

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    MainActor.assumeIsolated { FuzzTarget.restore.testOneInput(data) }
    return 0
}

#if !TRELLIS_LIBFUZZER
    @main
    @MainActor
    enum RestoreFuzzerMain {
        static func main() throws {
            try FuzzTarget.restore.main(Array(CommandLine.arguments.dropFirst()))
        }
    }
#endif
