# `Scripts/check-platform-api --self-test`: plants each error the check exists to catch in a
# small tree of its own, type-checks it with the compiler (writing an index store, as a build
# does), runs the check on it and compares the errors with the ones expected — and plants the
# same calls behind the conditions that make them legal, which must pass. A case fails when an
# expected error is missing or an unexpected one appears.
import contextlib
import io
import os
import subprocess
import tempfile

# A SwiftUI of the self-test's own: `presentationSizing(_:)` with its real availability
# (iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0: Apple's page
# https://developer.apple.com/documentation/swiftui/view/presentationsizing(_:)), newer than
# every deployment target of the manifest. The stand-in does not declare it: Trellis uses none.
PLANTED_SWIFTUI = """
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol View {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public protocol PresentationSizing {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct FormPresentationSizing: PresentationSizing {}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension PresentationSizing where Self == FormPresentationSizing {
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension View {
    public func presentationSizing(_ sizing: some PresentationSizing) -> Self { self }
}
"""

SWIFTUI_PAGE = "https://developer.apple.com/documentation/swiftui/view/presentationsizing(_:)"
PLANTED_ROWS = "\n".join(
    "\t".join(row) for row in [
        ("SwiftUI", "View.presentationSizing(_:)", "15.0", "18.0", "18.0", "11.0", "2.0", SWIFTUI_PAGE),
        ("SwiftUI", "PresentationSizing", "15.0", "18.0", "18.0", "11.0", "2.0",
         "https://developer.apple.com/documentation/swiftui/presentationsizing"),
        ("SwiftUI", "PresentationSizing.form", "15.0", "18.0", "18.0", "11.0", "2.0",
         "https://developer.apple.com/documentation/swiftui/presentationsizing/form"),
        ("SwiftUI", "FormPresentationSizing", "15.0", "18.0", "18.0", "11.0", "2.0",
         "https://developer.apple.com/documentation/swiftui/formpresentationsizing"),
    ]) + "\n"

PLATFORMS_AFTER = [("macOS", "15.0", "14.0"), ("iOS", "18.0", "17.0"), ("tvOS", "18.0", "17.0"),
                   ("watchOS", "11.0", "10.0"), ("visionOS", "2.0", "1.0")]

CASES = [
    {
        "name": "a macOS-only Foundation call in the library",
        "module": "Trellis",
        "files": {
            "Sources/Trellis/Planted.swift": (
                "import Foundation\n"
                "\n"
                "func plantedDirectory() -> URL { FileManager.default.homeDirectoryForCurrentUser }\n"),
            # The same call where only macOS compiles it (the flag stands for os(macOS) here).
            "Sources/Trellis/PlantedMac.swift": (
                "import Foundation\n"
                "\n"
                "#if os(macOS) || TRELLIS_PLANT_MACOS\n"
                "    func plantedMacDirectory() -> URL { FileManager.default.homeDirectoryForCurrentUser }\n"
                "#endif\n"),
        },
        "flags": ["-D", "TRELLIS_PLANT_MACOS"],
        "expected": [
            f"error: Sources/Trellis/Planted.swift:3: Foundation.FileManager.homeDirectoryForCurrentUser is "
            f"unavailable on {platform}" for platform in ("iOS", "tvOS", "watchOS", "visionOS")
        ],
    },
    {
        "name": "a SwiftUI API newer than the deployment targets",
        "module": "TrellisSwiftUI",
        "swiftui": True,
        "files": {
            "Sources/TrellisSwiftUI/Planted.swift": (
                "import SwiftUI\n"
                "\n"
                "func plantedSizing<V: View>(_ view: V) -> V {\n"
                "    view.presentationSizing(.form)\n"
                "}\n"),
            # The same call where every platform has it, and again after that block.
            "Sources/TrellisSwiftUI/PlantedGuarded.swift": (
                "import SwiftUI\n"
                "\n"
                "func plantedGuardedSizing<V: View>(_ view: V) -> V {\n"
                "    if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {\n"
                "        return view.presentationSizing(.form)\n"
                "    }\n"
                "    return view.presentationSizing(.form)\n"
                "}\n"),
            # `guard #available` covers the rest of its scope, and no further; an `#available`
            # in a string covers nothing.
            "Sources/TrellisSwiftUI/PlantedScopes.swift": (
                "import SwiftUI\n"
                "\n"
                "func plantedGuardSizing<V: View>(_ view: V) -> V {\n"
                "    guard #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) else { return view }\n"
                "    return view.presentationSizing(.form)\n"
                "}\n"
                "\n"
                "func plantedAfterGuard<V: View>(_ view: V) -> V {\n"
                "    let note = \"if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {\"\n"
                "    _ = note\n"
                "    return view.presentationSizing(.form)\n"
                "}\n"),
        },
        "expected": [
            f"error: Sources/TrellisSwiftUI/{file}: SwiftUI.{name} needs {platform} {version}, after the "
            f"deployment target {platform} {target}"
            for file in ("Planted.swift:4", "PlantedGuarded.swift:7", "PlantedScopes.swift:11")
            for name in ("View.presentationSizing(_:)", "PresentationSizing.form")
            for platform, version, target in PLATFORMS_AFTER
        ],
    },
    {
        "name": "a declaration missing from the table",
        "module": "Trellis",
        "files": {
            "Sources/Trellis/Planted.swift": (
                "import Foundation\n"
                "\n"
                "func plantedCount() -> Int { ProcessInfo.processInfo.activeProcessorCount }\n"),
        },
        "expected": [
            "error: Sources/Trellis/Planted.swift:3: Foundation.ProcessInfo.activeProcessorCount is not in "
            "Scripts/platform-api/availability.tsv",
        ],
    },
    {
        "name": "a branch no build compiles",
        "module": "Trellis",
        "files": {
            "Sources/Trellis/Planted.swift": (
                "#if os(watchOS)\n"
                "    let plantedValue = 1\n"
                "#endif\n"),
        },
        "expected": [
            "error: Sources/Trellis/Planted.swift:1: `#if os(watchOS)` is compiled by no build here",
        ],
    },
    {
        "name": "an isolated deinit the runtime must provide",
        "module": "Trellis",
        "files": {
            "Sources/Trellis/Planted.swift": (
                "@globalActor actor PlantedActor {\n"
                "    static let shared = PlantedActor()\n"
                "}\n"
                "\n"
                "@PlantedActor final class PlantedResource {\n"
                "    isolated deinit {}\n"
                "}\n"
                "\n"
                "@MainActor final class PlantedMainResource {\n"
                "    isolated deinit {}\n"
                "}\n"),
        },
        "expected": [
            "error: Sources/Trellis/Planted.swift:6: isolated deinit outside a @MainActor class needs iOS 18.4",
        ],
    },
]


def run_case(run, case, work):
    root = os.path.join(work, "tree")
    for relative, text in case["files"].items():
        path = os.path.join(root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    arguments = []
    if case.get("swiftui"):
        modules = os.path.join(work, "modules")
        os.makedirs(modules)
        source = os.path.join(work, "SwiftUI.swift")
        with open(source, "w", encoding="utf-8") as handle:
            handle.write(PLANTED_SWIFTUI)
        subprocess.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", "SwiftUI", "-emit-module-path",
                        os.path.join(modules, "SwiftUI.swiftmodule"), source], check=True)
        arguments += ["-I", modules]
    # One compiler run and one index store per file (the files do not see each other): without
    # an output file, every run of the compiler names its unit alike.
    stores = {}
    for number, relative in enumerate(case["files"]):
        store = os.path.join(work, f"store-{number}")
        subprocess.run(["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name",
                        case["module"], "-index-store-path", store, "-index-ignore-system-modules"]
                       + case.get("flags", []) + arguments + [os.path.join(root, relative)], check=True)
        stores[f"planted-{number}"] = store
    rows = os.path.join(work, "planted-rows.tsv")
    with open(rows, "w", encoding="utf-8") as handle:
        handle.write(PLANTED_ROWS)
    output = io.StringIO()
    with contextlib.redirect_stdout(output):
        status = run(stores, root=root, with_standin=False, extra_rows=[rows])
    errors = [line for line in output.getvalue().splitlines() if line.startswith("error: ")]
    missing = [e for e in case["expected"] if not any(line.startswith(e) for line in errors)]
    unexpected = [line for line in errors if not any(line.startswith(e) for e in case["expected"])]
    return status, errors, missing, unexpected


def main(run):
    failures = 0
    for case in CASES:
        with tempfile.TemporaryDirectory() as work:
            status, errors, missing, unexpected = run_case(run, case, work)
        ok = status == 1 and not missing and not unexpected
        failures += 0 if ok else 1
        print(f"{'ok  ' if ok else 'FAIL'} {case['name']}: exit {status}, {len(errors)} error(s)")
        for line in errors:
            print(f"       {line}")
        for line in missing:
            print(f"     missing: {line}")
        for line in unexpected:
            print(f"     unexpected: {line}")
    print(f"check-platform-api --self-test: {len(CASES) - failures} of {len(CASES)} planted errors caught")
    return 1 if failures else 0
