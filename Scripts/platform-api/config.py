"""The check's settings: where things are, which modules it checks, how Linux names differ."""
import os

REPO = os.path.realpath(os.path.join(os.path.dirname(__file__), "..", ".."))
# The tree whose sources are checked: the repository, or a planted copy in --self-test.
ROOT = REPO
# The flags Package.swift defines for some target (`.define(…)`): read from the manifest.
DEFINES = set()
HERE = os.path.join(REPO, "Scripts", "platform-api")
TABLE = os.path.join(HERE, "availability.tsv")
PLATFORMS_ARTICLE = os.path.join(REPO, "Documentation", "Trellis.docc", "Platforms.md")
PLATFORMS = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]
MANIFEST_NAMES = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS"}
# The folders whose targets ship or are shown to app developers (every target in them is checked).
CHECKED_FOLDERS = ("Sources", "Examples", "Benchmarks")
# Stand-in modules: targets of this package on Linux (Sources/SwiftUIStandIn, Sources/AppKitStandIn),
# but they stand for Apple's frameworks: outside declarations, not the package's own, and not
# checked themselves (they are not compiled for Apple platforms).
STAND_INS = {"SwiftUI", "AppKit"}
# Their folders, which the checks of the checked folders' files skip.
STAND_IN_FOLDERS = (os.path.join("Sources", "SwiftUIStandIn"), os.path.join("Sources", "AppKitStandIn"))


def in_checked_folder(relative):
    """Whether `relative` (a path from the checked tree's root) is under a checked folder and
    not a stand-in's."""
    return relative.split(os.sep)[0] in CHECKED_FOLDERS and not any(
        relative == folder or relative.startswith(folder + os.sep) for folder in STAND_IN_FOLDERS)
# Module names that differ here from Apple's platforms: Foundation is split in three on Linux;
# the C library is Glibc here and Darwin there.
APPLE_MODULE = {
    "FoundationEssentials": "Foundation", "FoundationInternationalization": "Foundation",
    "FoundationNetworking": "Foundation", "Glibc": "Darwin", "Musl": "Darwin", "SwiftGlibc": "Darwin",
    # Clang-imported C declarations the compiler names with these module names.
    "__C": "Darwin", "__C_Synthesized": "Darwin",
    # Concurrency's types demangle as Swift's (`Swift.Task`); Apple documents them under Swift.
    "_Concurrency": "Swift",
}
# Toolchain modules whose interface here carries the same `@available` as on Apple platforms:
# `--missing` fills their rows from the compiler's symbol graph of the interface.
TOOLCHAIN_MODULES = {"Swift", "Observation", "Synchronization"}
# The interfaces `--missing` reads for them (Swift's rows span the core and concurrency).
TOOLCHAIN_INTERFACES = {"Swift": ["Swift", "_Concurrency", "_StringProcessing"], "Observation": ["Observation"],
                        "Synchronization": ["Synchronization"]}
BUILDS = {
    "linux": os.path.join(REPO, ".build", "debug", "index", "store"),
    "standin-macos": os.path.join(REPO, ".build-macos", "debug", "index", "store"),
}
# The modules of the linux build, where the stand-in SwiftUI's symbol graph is read from.
LINUX_MODULES = os.path.join(REPO, ".build", "debug", "Modules")
ROLE_DEFINITION, ROLE_DECLARATION, ROLE_REFERENCE = 2, 1, 4
KIND_MODULE = 1
ACCESSORS = ("getter:", "setter:", "modify:", "read:", "_modify:", "_read:", "didSet:", "willSet:", "init:")
