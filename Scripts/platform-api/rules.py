"""The rules the check enforces, each a function from what was collected to problems."""
import os
import re

import config
from config import *  # noqa: F403
from conditions import availability_blocks, clauses_of, compiled_on
from table import standin_availability, version_or, version_tuple


def check(found, compiled, table, targets):
    problems = []
    clause_cache, block_cache = {}, {}
    for (file, line, key), o in sorted(found.items(), key=lambda item: (item[0][0], item[0][1], item[0][2])):
        relative = os.path.relpath(file, config.ROOT)
        if file not in clause_cache:
            clause_cache[file], block_cache[file] = clauses_of(file), availability_blocks(file)
        clauses, blocks = clause_cache[file], block_cache[file]
        row = table.get(key)
        name = f"{key[0]}.{key[1]}" if key[1] != "module" else f"module {key[0]}"
        if row is None:
            problems.append(f"{relative}:{line}: {name} is not in Scripts/platform-api/availability.tsv "
                            "(add its availability as Apple documents it, and where that was read)")
            continue
        for platform, target in targets.items():
            if not compiled_on(clauses, line, platform, table, problems):
                continue
            version = row["versions"][platform]
            if version == "unavailable":
                problems.append(f"{relative}:{line}: {name} is unavailable on {platform} "
                                f"(table line {row['line']}: {row['source']})")
                continue
            guarded = max((version_tuple(v[platform]) for first, last, v in blocks
                           if first <= line <= last and platform in v), default=None)
            floor = max(version_tuple(target), guarded or (0,))
            if version_tuple(version) > floor:
                problems.append(f"{relative}:{line}: {name} needs {platform} {version}, after the deployment "
                                f"target {platform} {target} (table line {row['line']}: {row['source']})")
    return problems


def check_branches(compiled, exempt):
    """Every `#if` clause of the checked folders holds a line some build compiled."""
    problems = []
    for folder in CHECKED_FOLDERS:
        for directory, _, files in os.walk(os.path.join(config.ROOT, folder)):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.realpath(os.path.join(directory, file))
                relative = os.path.relpath(path, config.ROOT)
                for clause in clauses_of(path):
                    lines = compiled.get(path, set())
                    if any(clause.start < line < clause.end for line in lines):
                        continue
                    if (relative, clause.text) in exempt:
                        continue
                    problems.append(f"{relative}:{clause.start}: `{clause.text}` is compiled by no build here "
                                    "(compile it in the stand-in builds, or list it in Platforms.md with why)")
    return problems


def exempt_branches():
    """(file, condition text) pairs the Platforms article lists as compiled by no build here."""
    exempt = set()
    if not os.path.exists(PLATFORMS_ARTICLE):
        return exempt
    with open(PLATFORMS_ARTICLE, encoding="utf-8") as handle:
        for line in handle:
            match = re.match(r"\|\s*`([^`]+\.swift)`\s*\|\s*`([^`]+)`\s*\|", line)
            if match:
                exempt.add((match.group(1), match.group(2)))
    return exempt


def check_standin(found, table, work):
    """Each SwiftUI declaration the code references carries, in the stand-in, the `@available`
    that the table (read from the real SDK) gives it."""
    declared = standin_availability(work)
    problems = []
    for key in sorted({key for (_, _, key) in found if key[0] == "SwiftUI" and key[1] != "module"}):
        row, mine = table.get(key), declared.get(key)
        if row is None:
            continue
        if mine is None:
            problems.append(f"Tests/SwiftUIStandIn: SwiftUI.{key[1]}: not found in the stand-in's symbol graph")
            continue
        for platform in PLATFORMS:
            expected = row["versions"][platform]
            actual = mine.get(platform)
            if platform == "visionOS" and actual is None and expected != "unavailable":
                actual = expected if mine.get("iOS") else None  # visionOS inherits iOS availability
            if actual is None:
                problems.append(f"Tests/SwiftUIStandIn: SwiftUI.{key[1]} has no @available for {platform} "
                                f"(the table says {expected})")
            elif actual != expected and version_or(actual) != version_or(expected):
                problems.append(f"Tests/SwiftUIStandIn: SwiftUI.{key[1]} is @available({platform} {actual}); the "
                                f"table (table line {row['line']}) says {expected}")
    return problems


ISOLATED_DEINIT_RE = re.compile(r"^\s*isolated\s+deinit\b")


CLASS_RE = re.compile(r"^(\s*)(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|fileprivate|private|open|final)\s+)*"
                      r"(class|actor)\s+\w+")


def check_isolated_deinits():
    """`isolated deinit` needs Swift 6.2's runtime (iOS 18.4, macOS 15.4…) except in a `@MainActor`
    class, where the compiler back-deploys it. The compiler here cannot tell (no Apple target), so
    the check does: each one must sit in a class declared `@MainActor` (the attribute on the
    class's own line or the lines just above it)."""
    problems = []
    for folder in CHECKED_FOLDERS:
        for directory, _, files in os.walk(os.path.join(config.ROOT, folder)):
            for file in sorted(files):
                if not file.endswith(".swift"):
                    continue
                path = os.path.join(directory, file)
                with open(path, encoding="utf-8") as handle:
                    lines = handle.read().split("\n")
                for number, line in enumerate(lines):
                    if not ISOLATED_DEINIT_RE.match(line):
                        continue
                    indent = len(line) - len(line.lstrip())
                    owner, kind = None, None
                    for back in range(number - 1, -1, -1):
                        match = CLASS_RE.match(lines[back])
                        if match and len(match.group(1)) < indent:
                            owner, kind = back, match.group(2)
                            break
                    attributes = ""
                    if owner is not None:
                        attributes = lines[owner]
                        back = owner - 1
                        while back >= 0 and (lines[back].strip().startswith("@") or lines[back].strip().startswith("///")):
                            attributes += " " + lines[back]
                            back -= 1
                    if kind != "class" or "@MainActor" not in attributes:
                        problems.append(
                            f"{os.path.relpath(path, config.ROOT)}:{number + 1}: isolated deinit outside a @MainActor class "
                            "needs iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4 (Swift 6.2's runtime); "
                            "the deployment targets are older")
    return problems
