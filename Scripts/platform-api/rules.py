"""The rules the check enforces, each a function from what was collected to problems."""
import os
import re

import config
from config import *  # noqa: F403
from conditions import source
from table import standin_availability, version_or, version_tuple


def relative(path):
    return os.path.relpath(path, config.ROOT)


def check(found, table, targets):
    """Every outside declaration referenced is in the table, and available at the deployment
    target on every platform that compiles the reference (above the floor an enclosing
    `#available` or `@available` raises)."""
    problems = []
    for (file, line, key), o in sorted(found.items(), key=lambda item: (item[0][0], item[0][1], item[0][2])):
        src = source(file)
        row = table.get(key)
        name = f"{key[0]}.{key[1]}" if key[1] != "module" else f"module {key[0]}"
        if row is None:
            # Compiled on no Apple platform (`#if os(Linux)`): no Apple availability to check.
            if not any(src.compiled_on(line, platform, table, []) for platform in targets):
                continue
            problems.append(f"{relative(file)}:{line}: {name} is not in Scripts/platform-api/availability.tsv "
                            "(add its availability as Apple documents it, and where that was read)")
            continue
        offset = src.offset(line, o.column)
        for platform, target in targets.items():
            if not src.compiled_on(line, platform, table, problems):
                continue
            version = row["versions"][platform]
            if version == "unavailable":
                problems.append(f"{relative(file)}:{line}: {name} is unavailable on {platform} "
                                f"(table line {row['line']}: {row['source']})")
                continue
            floor = max(version_tuple(target), src.floor(offset, platform, table, problems) or (0, 0, 0))
            if version_tuple(version) > floor:
                problems.append(f"{relative(file)}:{line}: {name} needs {platform} {version}, after the deployment "
                                f"target {platform} {target} (table line {row['line']}: {row['source']})")
    return problems


def check_own_declarations(collected, table, targets):
    """A declaration of the package is used only where it exists: on every platform that
    compiles a reference, some definition of it is compiled too, and the reference stands above
    the `@available` the definition declares."""
    problems = []
    seen = set()
    for file, line, column, usr, name in sorted(collected.own_references):
        sites = collected.definitions.get(usr)
        if not sites or (file, line, usr) in seen:
            continue
        seen.add((file, line, usr))
        src = source(file)
        offset = src.offset(line, column)
        for platform, target in targets.items():
            if not src.compiled_on(line, platform, table, problems):
                continue
            defined = [(def_file, def_line) for def_file, def_line in sorted(sites)
                       if source(def_file).compiled_on(def_line, platform, table, problems)]
            if not defined:
                def_file, def_line = sorted(sites)[0]
                problems.append(f"{relative(file)}:{line}: {name} is declared only where {platform} does not "
                                f"compile it ({relative(def_file)}:{def_line}), and used here on {platform}")
                continue
            required = min((source(f).declared_floor(l, platform) or (0, 0, 0) for f, l in defined))
            floor = max(version_tuple(target), src.floor(offset, platform, table, problems) or (0, 0, 0))
            if required > floor:
                def_file, def_line = defined[0]
                shown = f"{required[0]}.{required[1]}" + (f".{required[2]}" if required[2] else "")
                problems.append(f"{relative(file)}:{line}: {name} is @available({platform} {shown}) "
                                f"({relative(def_file)}:{def_line}), after the deployment target {platform} "
                                f"{target}, and used here without #available")
    return problems


def check_branches(compiled, exempt, stale):
    """Every `#if` clause of the checked folders holds a line some build compiled, or is one
    the Platforms article exempts (by file, clause and the clause's code, so a second clause
    like it is not exempt too). A file newer than its index is reported first: the index no
    longer says what was compiled there."""
    problems = [f"{relative(path)}: changed since the index was written: build again before checking"
                for path in sorted(stale) if in_checked_folder(relative(path))]
    for folder in CHECKED_FOLDERS:
        for directory, _, files in os.walk(os.path.join(config.ROOT, folder)):
            for file in sorted(files):
                if not file.endswith(".swift") or not in_checked_folder(
                        os.path.relpath(os.path.join(directory, file), config.ROOT)):
                    continue
                path = os.path.realpath(os.path.join(directory, file))
                lines = compiled.get(path, set())
                for clause in source(path).clauses:
                    if any(clause.start < line < clause.end for line in lines):
                        continue
                    if source(path).surely_compiled_here(clause):
                        continue
                    if (relative(path), clause.text, clause.body) in exempt:
                        continue
                    problems.append(f"{relative(path)}:{clause.start}: `{clause.text}` is compiled by no build here "
                                    "(compile it in one of the builds, or list it in Platforms.md with why)")
    return problems


def exempt_branches():
    """(file, clause, code) triples the Platforms article lists as compiled by no build here."""
    exempt = set()
    if not os.path.exists(PLATFORMS_ARTICLE):
        return exempt
    with open(PLATFORMS_ARTICLE, encoding="utf-8") as handle:
        for line in handle:
            match = re.match(r"\|\s*`([^`]+\.swift)`\s*\|\s*`([^`]+)`\s*\|\s*`([^`]+)`\s*\|", line)
            if match:
                exempt.add((match.group(1), match.group(2), match.group(3)))
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
            problems.append(f"Sources/SwiftUIStandIn: SwiftUI.{key[1]}: not found in the stand-in's symbol graph")
            continue
        for platform in PLATFORMS:
            expected = row["versions"][platform]
            actual = mine.get(platform)
            if platform == "visionOS" and actual is None and expected != "unavailable":
                actual = expected if mine.get("iOS") else None  # visionOS inherits iOS availability
            if actual is None:
                problems.append(f"Sources/SwiftUIStandIn: SwiftUI.{key[1]} has no @available for {platform} "
                                f"(the table says {expected})")
            elif actual != expected and version_or(actual) != version_or(expected):
                problems.append(f"Sources/SwiftUIStandIn: SwiftUI.{key[1]} is @available({platform} {actual}); the "
                                f"table (table line {row['line']}) says {expected}")
    return problems


DEINIT_RE = re.compile(r"\bisolated\s+deinit\b")
TYPE_RE = re.compile(r"\b(class|actor|struct|enum|extension)\s+[A-Za-z_]")


def check_isolated_deinits(table):
    """`isolated deinit` needs Swift 6.2's runtime (iOS 18.4, macOS 15.4…) except in a `@MainActor`
    class, where the compiler back-deploys it. The compiler here cannot tell (no Apple target), so
    the check does: each one must sit in a class whose own attributes say `@MainActor` (comments
    and strings do not count)."""
    problems = []
    for folder in CHECKED_FOLDERS:
        for directory, _, files in os.walk(os.path.join(config.ROOT, folder)):
            for file in sorted(files):
                if not file.endswith(".swift") or not in_checked_folder(
                        os.path.relpath(os.path.join(directory, file), config.ROOT)):
                    continue
                src = source(os.path.realpath(os.path.join(directory, file)))
                for match in DEINIT_RE.finditer(src.masked):
                    owner = enclosing_type(src, match.start())
                    if owner is None or owner.group(1) != "class" or not re.search(
                            r"@MainActor\b", attributes_before(src, owner.start())):
                        problems.append(
                            f"{relative(src.path)}:{src.line_of(match.start())}: isolated deinit outside a @MainActor "
                            "class needs iOS 18.4, macOS 15.4, tvOS 18.4, watchOS 11.4, visionOS 2.4 (Swift 6.2's "
                            "runtime); the deployment targets are older")
    return problems


def enclosing_type(src, offset):
    """The innermost type declaration whose body holds `offset`."""
    best = None
    for match in TYPE_RE.finditer(src.masked, 0, offset):
        body = src._body_after(match.end())
        if 0 <= body < offset <= src._matching(body):
            best = match
    return best


def attributes_before(src, offset):
    """The attributes written before a declaration that starts at `offset`: its own line's, and
    the attribute-only lines right above it."""
    line_start = src.masked.rfind("\n", 0, offset) + 1
    text = src.masked[line_start:offset]
    previous = src.masked[:line_start].split("\n")[:-1]
    for line in reversed(previous):
        if not line.strip().startswith("@"):
            break
        text = line + " " + text
    return text
