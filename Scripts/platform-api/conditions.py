"""Which Apple platforms compile a place in a source file, and from which version: the `#if`
clauses around it, evaluated per platform, and the `#available` checks and `@available`
attributes that raise its floor.

A file is read once into a `Source`: its text with comments and string literals blanked (so
a brace, a `#if` or a `#available` inside them counts for nothing, and a comment inside a
condition is ignored), its clauses, and its availability regions as character ranges, so a
region ends at its brace, not at the end of a line."""
import bisect
import collections
import functools
import os
import re

import config
from config import *  # noqa: F403
from table import version_tuple

# Other names for platforms: the compiler's (`os(OSX)`, `os(xrOS)`) and `@available`'s.
OS_ALIASES = {"OSX": "macOS", "xrOS": "visionOS", "macOSApplicationExtension": "macOS"}


class Tri:
    """Three-valued truth for conditions a build here cannot decide (`targetEnvironment`, DEBUG)."""
    TRUE, FALSE, UNKNOWN = "true", "false", "unknown"

    @staticmethod
    def neg(a):
        return {Tri.TRUE: Tri.FALSE, Tri.FALSE: Tri.TRUE}.get(a, Tri.UNKNOWN)

    @staticmethod
    def conj(a, b):
        if Tri.FALSE in (a, b):
            return Tri.FALSE
        return Tri.TRUE if a == b == Tri.TRUE else Tri.UNKNOWN

    @staticmethod
    def disj(a, b):
        if Tri.TRUE in (a, b):
            return Tri.TRUE
        return Tri.FALSE if a == b == Tri.FALSE else Tri.UNKNOWN


def tokenize(condition):
    return re.findall(r"\|\||&&|!|\(|\)|[A-Za-z_][A-Za-z_0-9]*\([^()]*\)|[A-Za-z_][A-Za-z_0-9]*|\S", condition)


def evaluate(condition, platform, table, problems, where):
    """Whether `condition` (the text after `#if`) holds in an Apple build for `platform`; with
    `platform` "Linux", whether it surely holds in this machine's builds (`canImport` is left
    undecided there: the index says what was compiled)."""
    tokens = tokenize(condition)
    position = [0]

    def peek():
        return tokens[position[0]] if position[0] < len(tokens) else None

    def take():
        token = peek()
        position[0] += 1
        return token

    def primary():
        token = take()
        if token == "!":
            return Tri.neg(primary())
        if token == "(":
            value = disjunction()
            take()
            return value
        match = re.fullmatch(r"([A-Za-z_]+)\((.*)\)", token or "")
        if match:
            function, argument = match.group(1), match.group(2).strip()
            if function == "os":
                return Tri.TRUE if OS_ALIASES.get(argument, argument) == platform else Tri.FALSE
            if function == "canImport" and platform == "Linux":
                return Tri.UNKNOWN
            if function == "canImport":
                # The module as the code names it: `canImport(Glibc)` is false on Apple platforms.
                row = table.get((argument, "module"))
                if row is None:
                    problems.append(f"{where}: canImport({argument}): the module is not in the table")
                    return Tri.UNKNOWN
                return Tri.FALSE if row["versions"][platform] == "unavailable" else Tri.TRUE
            # arch, targetEnvironment, compiler, swift, hasFeature, hasAttribute: either way.
            return Tri.UNKNOWN
        if token in ("true", "false"):
            return Tri.TRUE if token == "true" else Tri.FALSE
        if token == "DEBUG" or token in config.DEFINES:
            # DEBUG, and a flag the manifest defines for some target: either way.
            return Tri.UNKNOWN
        # A flag no Apple build of the package sets (a stand-in's, a fuzzer's).
        return Tri.FALSE

    def conjunction():
        value = primary()
        while peek() == "&&":
            take()
            value = Tri.conj(value, primary())
        return value

    def disjunction():
        value = conjunction()
        while peek() == "||":
            take()
            value = Tri.disj(value, conjunction())
        return value

    return disjunction()


def code_mask(text):
    """`text` with comments and string literals blanked (newlines kept). An interpolation's
    code (`\\( … )`) stays, strings inside it blanked too."""
    out = list(text)
    n = len(text)

    def blank(start, end):
        for k in range(start, min(end, n)):
            if out[k] != "\n":
                out[k] = " "

    def string_end(i, multiline):
        """Masks the string literal that opens at `i` (its interpolations' code kept) and
        returns the index just past it."""
        quote = '"""' if multiline else '"'
        segment, j = i, i + len(quote)
        while j < n:
            if text.startswith(quote, j):
                blank(segment, j + len(quote))
                return j + len(quote)
            if not multiline and text[j] == "\n":
                blank(segment, j)
                return j
            if text.startswith("\\(", j):
                blank(segment, j + 2)
                j = interpolation_end(j + 2)
                segment = j
                continue
            j += 2 if text[j] == "\\" else 1
        blank(segment, n)
        return n

    def interpolation_end(j):
        """Past the `)` closing an interpolation whose code starts at `j` (the `)` masked)."""
        depth = 1
        while j < n:
            j = skip(j)
            if j >= n:
                return n
            if text[j] == "(":
                depth += 1
            elif text[j] == ")":
                depth -= 1
                if depth == 0:
                    out[j] = " "
                    return j + 1
            j += 1
        return n

    def skip(i):
        """From `i`, past a comment or string starting there (masked); else `i`."""
        while i < n:
            if text.startswith("//", i):
                j = text.find("\n", i)
                j = n if j < 0 else j
            elif text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
            elif text.startswith('"""', i) or text[i] == '"':
                i = string_end(i, text.startswith('"""', i))
                continue
            else:
                return i
            blank(i, j)
            i = j
        return i

    i = 0
    while i < n:
        j = skip(i)
        i = j + 1 if j == i else j
    return "".join(out)


Clause = collections.namedtuple("Clause", "start end earlier condition text body")
Region = collections.namedtuple("Region", "start end keyword versions")


class Source:
    """One Swift file: where its lines start, its clauses and its availability regions."""

    def __init__(self, path):
        self.path = path
        with open(path, encoding="utf-8") as handle:
            self.text = handle.read()
        self.masked = code_mask(self.text)
        self.masked_lines = self.masked.split("\n")
        self.line_starts = [0] + [m.end() for m in re.finditer("\n", self.text)]
        self.clauses = self._clauses()
        self.regions = self._regions()

    def line_of(self, offset):
        return bisect.bisect_right(self.line_starts, offset)

    def offset(self, line, column):
        """The character offset of an index location (1-based line, 1-based UTF-8 column)."""
        start = self.line_starts[min(line, len(self.line_starts)) - 1]
        end = self.line_starts[line] if line < len(self.line_starts) else len(self.text)
        prefix = self.text[start:end].encode("utf-8")[: max(column - 1, 0)]
        return start + len(prefix.decode("utf-8", errors="ignore"))

    def _clauses(self):
        result = []
        stack = []  # per #if: [start line, earlier conditions, condition, text]
        original = self.text.split("\n")
        masked_lines = self.masked_lines
        for number, line in enumerate(masked_lines, start=1):
            match = re.match(r"\s*#(if|elseif|else|endif)\b(.*)", line)
            if not match:
                continue
            directive, rest = match.group(1), match.group(2).strip()
            shown = original[number - 1].strip()
            if directive == "if":
                stack.append([number, [], rest, shown])
                continue
            if not stack:
                continue
            frame = stack[-1]
            # The clause's code, comments and string contents left out.
            body = " ".join(part.strip() for part in masked_lines[frame[0]:number - 1] if part.strip())
            result.append(Clause(frame[0], number, tuple(frame[1]), frame[2], frame[3], body))
            if directive == "endif":
                stack.pop()
            else:
                frame[1].append(frame[2])
                frame[0], frame[2], frame[3] = number, (rest if directive == "elseif" else None), shown
        return result

    def surely_compiled_here(self, clause):
        """Whether the builds here compile `clause` whatever they import (`#if os(Linux)`): a
        clause of no references leaves no trace in the index."""
        value = Tri.TRUE
        for outer in self.clauses:
            if outer.start <= clause.start and clause.end <= outer.end:
                for previous in outer.earlier:
                    value = Tri.conj(value, Tri.neg(evaluate(previous, "Linux", {}, [], "")))
                if outer.condition is not None:
                    value = Tri.conj(value, evaluate(outer.condition, "Linux", {}, [], ""))
        return value == Tri.TRUE

    def compiled_on(self, line, platform, table, problems):
        """Whether `line` is compiled on `platform`, judged by every clause around it."""
        return _compiled_on(self, line, platform, id(table), table, problems)

    def _matching(self, opening, pair="{}"):
        """The index of the bracket closing the one at `opening` (or the end of the text)."""
        depth = 0
        for index in range(opening, len(self.masked)):
            if self.masked[index] == pair[0]:
                depth += 1
            elif self.masked[index] == pair[1]:
                depth -= 1
                if depth == 0:
                    return index
        return len(self.masked) - 1

    def _body_after(self, index):
        """The first `{` at parenthesis depth 0 from `index` (a closure inside parentheses in a
        condition is skipped), or -1."""
        depth = 0
        while index < len(self.masked):
            ch = self.masked[index]
            if ch in "([":
                depth += 1
            elif ch in ")]":
                depth -= 1
            elif ch == "{" and depth <= 0:
                return index
            elif ch == "}" and depth <= 0:
                return -1
            index += 1
        return -1

    def _scope_end(self, index):
        """The `}` closing the scope that `index` is in."""
        depth = 0
        while index < len(self.masked):
            if self.masked[index] == "{":
                depth += 1
            elif self.masked[index] == "}":
                if depth == 0:
                    return index
                depth -= 1
            index += 1
        return len(self.masked)

    def _regions(self):
        text = self.masked
        regions = []
        for match in re.finditer(r"#(available|unavailable)\s*\(", text):
            close = self._matching(match.end() - 1, "()")
            versions = parse_versions(text[match.end():close])
            keyword = None
            for candidate in re.finditer(r"\b(if|guard|while)\b", text[:match.start()]):
                keyword = candidate
            between = text[keyword.end():match.start()] if keyword else ""
            if keyword is None or re.search(r"[{};]", between):
                continue
            body = self._body_after(close + 1)
            if body < 0:
                continue
            body_end = self._matching(body)
            inverted = match.group(1) == "unavailable"
            if keyword.group(1) == "guard":
                if inverted:
                    regions.append(Region(body, body_end, match.start(), versions))
                else:
                    regions.append(Region(body_end, self._scope_end(body_end + 1), match.start(), versions))
            elif inverted:
                rest = re.match(r"\s*else\b", text[body_end + 1:])
                if rest:
                    other = self._body_after(body_end + 1 + rest.end())
                    if other >= 0:
                        regions.append(Region(other, self._matching(other), match.start(), versions))
            else:
                regions.append(Region(body, body_end, match.start(), versions))
        # `@available(iOS 18, macOS 15, *)` on a declaration: its body. (Only introductions;
        # `@available(*, unavailable)` and deprecations raise nothing.)
        for match in re.finditer(r"@available\s*\(", text):
            close = self._matching(match.end() - 1, "()")
            versions = parse_versions(text[match.end():close])
            if not versions:
                continue
            body = self._body_after(close + 1)
            if body < 0 or re.search(r"\n\s*\n", text[close:body]) or text.count("\n", close, body) > 10:
                continue
            regions.append(Region(match.start(), self._matching(body), match.start(), versions))
        return regions

    def floor(self, offset, platform, table, problems):
        """The highest version an enclosing `#available` or `@available` guarantees on
        `platform` at `offset` (only those a build for `platform` compiles count), or None."""
        versions = [version_tuple(region.versions[platform]) for region in self.regions
                    if region.start <= offset <= region.end and platform in region.versions
                    and self.compiled_on(self.line_of(region.keyword), platform, table, problems)]
        return max(versions, default=None)

    def declared_floor(self, line, platform):
        """The version the `@available` attributes right above a declaration on `line` give for
        `platform`, or None."""
        lines = self.masked_lines
        index, attributes = line - 1, ""
        attributes += lines[index] if index < len(lines) else ""
        index -= 1
        while 0 <= index < len(lines) and (lines[index].strip().startswith("@") or not lines[index].strip()):
            if not lines[index].strip():
                break
            attributes = lines[index] + " " + attributes
            index -= 1
        found = []
        for match in re.finditer(r"@available\s*\(([^)]*)\)", attributes):
            versions = parse_versions(match.group(1))
            if platform in versions:
                found.append(version_tuple(versions[platform]))
        return max(found, default=None)


@functools.lru_cache(maxsize=None)
def source(path):
    return Source(path)


_COMPILED = {}


def reset():
    """Forgets every file read and condition evaluated (a run of the check starts afresh)."""
    source.cache_clear()
    _COMPILED.clear()


def _compiled_on(src, line, platform, table_id, table, problems):
    key = (src.path, line, platform, table_id)
    if key not in _COMPILED:
        value = Tri.TRUE
        for clause in src.clauses:
            if clause.start < line < clause.end:
                where = f"{os.path.relpath(src.path, config.ROOT)}:{clause.start}"
                for previous in clause.earlier:
                    value = Tri.conj(value, Tri.neg(evaluate(previous, platform, table, problems, where)))
                if clause.condition is not None:
                    value = Tri.conj(value, evaluate(clause.condition, platform, table, problems, where))
        _COMPILED[key] = value != Tri.FALSE
    return _COMPILED[key]


def parse_versions(arguments):
    """{platform: version} from `iOS 18, macOS 15.0, *` (platform aliases included)."""
    versions = {}
    for part in arguments.split(","):
        fields = part.split()
        if len(fields) == 2 and re.fullmatch(r"\d+(\.\d+)*", fields[1]):
            name = OS_ALIASES.get(fields[0], fields[0])
            if name in PLATFORMS:
                versions[name] = fields[1]
    return versions
