import Foundation
import TrellisFuzzSupport

// The navigate fuzzer: see NavigateHarness for what each input is checked against. Built and
// run like the restore fuzzer (Scripts/fuzz navigate; FuzzTarget for the command line of a
// plain build).

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    MainActor.assumeIsolated { FuzzTarget.navigate.testOneInput(data) }
    return 0
}

#if !TRELLIS_LIBFUZZER
    @main
    @MainActor
    enum NavigateFuzzerMain {
        static func main() throws {
            try FuzzTarget.navigate.main(Array(CommandLine.arguments.dropFirst()))
        }
    }
#endif
