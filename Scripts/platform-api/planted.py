"""The planted errors of `Scripts/check-platform-api --self-test`: small modules that stand
for frameworks, their table rows, and the cases, each a tree of files with the errors the check
must print for it (an error line starts with one of these; every other error fails the case)."""

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
SWIFTUI_ROWS = [
        ("SwiftUI", "View.presentationSizing(_:)", "15.0", "18.0", "18.0", "11.0", "2.0", SWIFTUI_PAGE),
        ("SwiftUI", "PresentationSizing", "15.0", "18.0", "18.0", "11.0", "2.0",
         "https://developer.apple.com/documentation/swiftui/presentationsizing"),
        ("SwiftUI", "PresentationSizing.form", "15.0", "18.0", "18.0", "11.0", "2.0",
         "https://developer.apple.com/documentation/swiftui/presentationsizing/form"),
        ("SwiftUI", "FormPresentationSizing", "15.0", "18.0", "18.0", "11.0", "2.0",
         "https://developer.apple.com/documentation/swiftui/formpresentationsizing"),
]

PLATFORMS_AFTER = [("macOS", "15.0", "14.0"), ("iOS", "18.0", "17.0"), ("tvOS", "18.0", "17.0"),
                   ("watchOS", "11.0", "10.0"), ("visionOS", "2.0", "1.0")]


# A framework of the self-test's own with declarations some platforms lack (its rows say which):
# for conditions that must exclude macOS or visionOS.
PLANTED_KIT = """
public func iOSOnly() {}
public func notOnVision() {}
"""
KIT_ROWS = [
    ("PlantedKit", "module", "10.0", "2.0", "9.0", "2.0", "1.0", "planted"),
    ("PlantedKit", "iOSOnly()", "unavailable", "2.0", "9.0", "2.0", "1.0", "planted"),
    ("PlantedKit", "notOnVision()", "10.0", "2.0", "9.0", "2.0", "unavailable", "planted"),
]

APPLE_BUT_MACOS = ("iOS", "tvOS", "watchOS", "visionOS")


def newer(file_line, name):
    """The errors for a declaration of the planted SwiftUI used at `file_line` unguarded."""
    return [f"error: Sources/TrellisSwiftUI/{file_line}: SwiftUI.{name} needs {platform} {version}, after the "
            f"deployment target {platform} {target}" for platform, version, target in PLATFORMS_AFTER]


def sizing(file_line):
    return newer(file_line, "View.presentationSizing(_:)") + newer(file_line, "PresentationSizing.form")


def home(file_line, platforms=APPLE_BUT_MACOS):
    return [f"error: Sources/Trellis/{file_line}: Foundation.FileManager.homeDirectoryForCurrentUser is "
            f"unavailable on {platform}" for platform in platforms]


def lines(*text):
    return "\n".join(text) + "\n"


SIZING_GUARD = "#available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)"

CASES = [
    {
        "name": "a macOS-only Foundation call in the library",
        "module": "Trellis",
        "files": {
            "Sources/Trellis/Planted.swift": lines(
                "import Foundation",
                "",
                "func plantedDirectory() -> URL { FileManager.default.homeDirectoryForCurrentUser }"),
            # The same call where only macOS compiles it (the flag stands for os(macOS) here).
            "Sources/Trellis/PlantedMac.swift": lines(
                "import Foundation",
                "",
                "#if os(macOS) || TRELLIS_PLANT_MACOS",
                "    func plantedMacDirectory() -> URL { FileManager.default.homeDirectoryForCurrentUser }",
                "#endif"),
            # A comment inside a condition is no part of it; a `#if` in a string is no clause.
            "Sources/Trellis/PlantedComments.swift": lines(
                "import Foundation",
                "",
                "#if /* Linux and iOS */ os(Linux) || os(iOS)",
                "    func plantedCommented() -> URL { FileManager.default.homeDirectoryForCurrentUser }",
                "#endif",
                "let plantedOpening = \"\"\"",
                "#if os(Linux)",
                "\"\"\"",
                "func plantedAfterString() -> URL { FileManager.default.homeDirectoryForCurrentUser }",
                "let plantedClosing = \"\"\"",
                "#endif",
                "\"\"\""),
        },
        "flags": ["-D", "TRELLIS_PLANT_MACOS"],
        "expected": home("Planted.swift:3") + home("PlantedComments.swift:4", ["iOS"])
        + home("PlantedComments.swift:9"),
    },
    {
        "name": "a flag the manifest defines may be set on any platform",
        "module": "Trellis",
        "defines": ["TRELLIS_PLANT_FLAG"],
        "flags": ["-D", "TRELLIS_PLANT_FLAG"],
        "files": {
            "Sources/Trellis/Planted.swift": lines(
                "import Foundation",
                "",
                "#if TRELLIS_PLANT_FLAG",
                "    func plantedFlagged() -> URL { FileManager.default.homeDirectoryForCurrentUser }",
                "#endif"),
        },
        "expected": home("Planted.swift:4"),
    },
    {
        "name": "os(OSX) and os(xrOS) are macOS and visionOS",
        "module": "Trellis",
        "modules": ["PlantedKit"],
        "files": {
            "Sources/Trellis/Planted.swift": lines(
                "import PlantedKit",
                "",
                "#if !os(OSX)",
                "    func plantedA() { iOSOnly() }",
                "#endif",
                "#if !os(xrOS)",
                "    func plantedB() { notOnVision() }",
                "#endif",
                "func plantedC() { iOSOnly() }"),
        },
        "expected": ["error: Sources/Trellis/Planted.swift:9: PlantedKit.iOSOnly() is unavailable on macOS"],
    },
    {
        "name": "a module as the code imports it",
        "module": "Trellis",
        "files": {
            "Sources/Trellis/Planted.swift": lines(
                "import Glibc",
                "import FoundationEssentials",
                "",
                "#if canImport(Glibc)",
                "    import Glibc",
                "#endif"),
        },
        "expected": [f"error: Sources/Trellis/Planted.swift:{line}: module {module} is unavailable on {platform}"
                     for line, module in ((1, "Glibc"), (2, "FoundationEssentials"))
                     for platform in ("macOS",) + APPLE_BUT_MACOS],
    },
    {
        "name": "a SwiftUI API newer than the deployment targets",
        "module": "TrellisSwiftUI",
        "modules": ["SwiftUI"],
        "files": {
            "Sources/TrellisSwiftUI/Planted.swift": lines(
                "import SwiftUI",
                "",
                "func plantedSizing<V: View>(_ view: V) -> V {",
                "    view.presentationSizing(.form)",
                "}"),
            # The same call where every platform has it, and again after that block.
            "Sources/TrellisSwiftUI/PlantedGuarded.swift": lines(
                "import SwiftUI",
                "",
                "func plantedGuardedSizing<V: View>(_ view: V) -> V {",
                f"    if {SIZING_GUARD} {{",
                "        return view.presentationSizing(.form)",
                "    }",
                "    return view.presentationSizing(.form)",
                "}"),
            # `guard #available` covers the rest of its scope, and no further; an `#available`
            # in a string covers nothing.
            "Sources/TrellisSwiftUI/PlantedScopes.swift": lines(
                "import SwiftUI",
                "",
                "func plantedGuardSizing<V: View>(_ view: V) -> V {",
                f"    guard {SIZING_GUARD} else {{ return view }}",
                "    return view.presentationSizing(.form)",
                "}",
                "",
                "func plantedAfterGuard<V: View>(_ view: V) -> V {",
                f"    let note = \"if {SIZING_GUARD} {{\"",
                "    _ = note",
                "    return view.presentationSizing(.form)",
                "}"),
            # Where an `#available` reaches, to the character; and the forms a condition takes.
            "Sources/TrellisSwiftUI/PlantedForms.swift": lines(
                "import SwiftUI",
                "",
                "func plantedElse<V: View>(_ view: V) -> V {",
                f"    if {SIZING_GUARD} {{ return view }} else {{ return view.presentationSizing(.form) }}",
                "}",
                "func plantedInterpolation<V: View>(_ view: V, _ flag: Bool) -> V {",
                f"    if {SIZING_GUARD} {{",
                "        _ = \"\\(flag ? \"{\" : \"\")\"",
                "    }",
                "    return view.presentationSizing(.form)",
                "}",
                "func plantedGuardOnLinux<V: View>(_ view: V) -> V {",
                "    #if os(Linux)",
                f"        guard {SIZING_GUARD} else {{ return view }}",
                "    #endif",
                "    return view.presentationSizing(.form)",
                "}",
                "func plantedUnavailable<V: View>(_ view: V) -> V {",
                "    if #unavailable(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2) { return view }"
                " else { return view.presentationSizing(.form) }",
                "}",
                "func plantedComma<V: View>(_ view: V, _ flag: Bool) -> V {",
                f"    if flag, {SIZING_GUARD} {{ return view.presentationSizing(.form) }}",
                "    return view",
                "}",
                "@available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *)",
                "func plantedDeclared<V: View>(_ view: V) -> V { view.presentationSizing(.form) }",
                "func plantedClosure<V: View>(_ view: V, _ values: [Int]) -> V {",
                f"    if {SIZING_GUARD}, let first = values.first(where: {{ $0 > 0 }}) {{",
                "        _ = first",
                "        return view.presentationSizing(.form)",
                "    }",
                "    return view",
                "}"),
        },
        "expected": sizing("Planted.swift:4") + sizing("PlantedGuarded.swift:7") + sizing("PlantedScopes.swift:11")
        + sizing("PlantedForms.swift:4") + sizing("PlantedForms.swift:10") + sizing("PlantedForms.swift:16"),
    },
    {
        "name": "the package's own declarations, where they exist",
        "module": "Trellis",
        "files": {
            "Sources/Trellis/Planted.swift": lines(
                "import Foundation",
                "",
                "#if os(macOS) || os(Linux)",
                "    func plantedHome() -> String { NSHomeDirectory() }",
                "#endif",
                "",
                "func plantedUse() -> String { plantedHome() }",
                "",
                "@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)",
                "func plantedNew() {}",
                "",
                "func plantedCallsNew() { plantedNew() }",
                "",
                "func plantedGuardsNew() {",
                "    if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { plantedNew() }",
                "}",
                "",
                "@available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *)",
                "func plantedAlsoNew() { plantedNew() }"),
        },
        "expected": [f"error: Sources/Trellis/Planted.swift:7: plantedHome() is declared only where {platform} does not "
                     "compile it" for platform in APPLE_BUT_MACOS]
        + [f"error: Sources/Trellis/Planted.swift:12: plantedNew() is @available({platform} 26.0)"
           for platform in ("macOS",) + APPLE_BUT_MACOS],
    },
    {
        "name": "a declaration missing from the table",
        "module": "Trellis",
        "files": {
            "Sources/Trellis/Planted.swift": lines(
                "import Foundation",
                "",
                "func plantedCount() -> Int { ProcessInfo.processInfo.activeProcessorCount }"),
        },
        "expected": [
            "error: Sources/Trellis/Planted.swift:3: Foundation.ProcessInfo.activeProcessorCount is not in "
            "Scripts/platform-api/availability.tsv",
        ],
    },
    {
        "name": "a branch no build compiles, unless exempt as it is",
        "module": "Trellis",
        "exemptions": [("Sources/Trellis/Planted.swift", "#if os(watchOS)", "func plantedA() -> Int? { return nil }")],
        "files": {
            "Sources/Trellis/Planted.swift": lines(
                "#if os(watchOS)",
                "    func plantedA() -> Int? { return nil }  // exempt",
                "#else",
                "    func plantedA() -> Int? { 1 }",
                "#endif",
                "#if os(watchOS)",
                "    func plantedB() -> Int? { return 2 }",
                "#endif"),
        },
        "expected": ["error: Sources/Trellis/Planted.swift:6: `#if os(watchOS)` is compiled by no build here"],
    },
    {
        "name": "an index older than the sources",
        "module": "Trellis",
        "files": {
            "Sources/Trellis/Planted.swift": lines("let plantedValue = 1"),
            "Sources/Trellis/Removed.swift": lines("let plantedRemoved = 2"),
        },
        "edited_after_build": {
            "Sources/Trellis/Planted.swift": lines("// moved down a line", "let plantedValue = 1"),
            "Sources/Trellis/Removed.swift": None,
        },
        "expected": ["error: Sources/Trellis/Planted.swift: changed since the index was written: build again"],
    },
    {
        "name": "an isolated deinit the runtime must provide",
        "module": "Trellis",
        "files": {
            "Sources/Trellis/Planted.swift": lines(
                "@globalActor actor PlantedActor {",
                "    static let shared = PlantedActor()",
                "}",
                "@globalActor actor MainActorLike {",
                "    static let shared = MainActorLike()",
                "}",
                "",
                "@PlantedActor final class PlantedResource {",
                "    isolated deinit {}",
                "}",
                "@MainActor final class PlantedMainResource {",
                "    isolated deinit {}",
                "}",
                "@MainActorLike final class PlantedLike {",
                "    isolated deinit {}",
                "}",
                "/// Unlike the others, this one is not @MainActor.",
                "@PlantedActor final class PlantedDocumented {",
                "    isolated",
                "        deinit {}",
                "}"),
        },
        "expected": [f"error: Sources/Trellis/Planted.swift:{line}: isolated deinit outside a @MainActor class needs "
                     "iOS 18.4" for line in (9, 15, 19)],
    },
]
