"""Which Apple platforms compile a line: the `#if` clauses around it, evaluated per platform,
and the `#available` checks that raise its floor."""
import collections
import os
import re

import config
from config import *  # noqa: F403


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
    """Whether `condition` (the text after `#if`) holds in an Apple build for `platform`."""
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
                return Tri.TRUE if argument == platform else Tri.FALSE
            if function == "canImport":
                row = table.get((APPLE_MODULE.get(argument, argument), "module"))
                if row is None:
                    problems.append(f"{where}: canImport({argument}): the module is not in the table")
                    return Tri.UNKNOWN
                return Tri.FALSE if row["versions"][platform] == "unavailable" else Tri.TRUE
            if function == "arch":
                return Tri.UNKNOWN
            # targetEnvironment, compiler, swift, hasFeature, hasAttribute: either way.
            return Tri.UNKNOWN
        if token in ("true", "false"):
            return Tri.TRUE if token == "true" else Tri.FALSE
        if token == "DEBUG":
            return Tri.UNKNOWN
        # A custom flag (-D): Apple builds of the package set none.
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


Clause = collections.namedtuple("Clause", "file start end condition text")


def clauses_of(path):
    """The `#if`/`#elseif`/`#else` clauses of a file: each with its line range and the condition
    under which its lines are compiled (the negations of the clauses before it included)."""
    result = []
    stack = []  # per #if: [start line, previous conditions, current condition, current text]
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    for number, line in enumerate(lines, start=1):
        stripped = line.strip()
        match = re.match(r"#(if|elseif|else|endif)\b(.*)", stripped)
        if not match:
            continue
        directive, rest = match.group(1), match.group(2).split("//")[0].strip()
        if directive == "if":
            stack.append([number, [], rest, stripped])
            continue
        if not stack:
            continue
        frame = stack[-1]
        result.append(Clause(path, frame[0], number, (tuple(frame[1]), frame[2]), frame[3]))
        if directive == "endif":
            stack.pop()
        else:
            frame[1].append(frame[2])
            frame[0], frame[2], frame[3] = number, (rest if directive == "elseif" else None), stripped
    return result


def compiled_on(clauses, line, platform, table, problems):
    """Whether `line` is compiled on `platform`, judged by every clause around it."""
    value = Tri.TRUE
    for clause in clauses:
        if clause.start < line < clause.end:
            earlier, condition = clause.condition
            where = f"{os.path.relpath(clause.file, config.ROOT)}:{clause.start}"
            for previous in earlier:
                value = Tri.conj(value, Tri.neg(evaluate(previous, platform, table, problems, where)))
            if condition is not None:
                value = Tri.conj(value, evaluate(condition, platform, table, problems, where))
    return value != Tri.FALSE


AVAILABLE_RE = re.compile(r"\b(if|guard|while)\s+#available\s*\(([^)]*)\)")


def code_mask(text):
    """`text` with comments and string literals blanked (newlines kept), so braces and
    `#available` inside them count for nothing."""
    out = list(text)
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j < 0 else j + 3
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            j += 1
        else:
            i += 1
            continue
        for k in range(i, min(j, n)):
            if out[k] != "\n":
                out[k] = " "
        i = j
    return "".join(out)


def availability_blocks(path):
    """(first line, last line, {platform: version}) of the code each `#available` covers: an
    `if`'s or `while`'s block, or — for `guard #available` — the rest of the enclosing scope."""
    with open(path, encoding="utf-8") as handle:
        text = code_mask(handle.read())

    def line_of(index):
        return text.count("\n", 0, index) + 1

    def matching_brace(brace):
        depth = 0
        for index in range(brace, len(text)):
            if text[index] == "{":
                depth += 1
            elif text[index] == "}":
                depth -= 1
                if depth == 0:
                    return index
        return len(text) - 1

    blocks = []
    for match in AVAILABLE_RE.finditer(text):
        versions = {}
        for part in match.group(2).split(","):
            fields = part.split()
            if len(fields) == 2 and fields[0] in PLATFORMS:
                versions[fields[0]] = fields[1]
        brace = text.find("{", match.end())
        if brace < 0:
            continue
        close = matching_brace(brace)
        if match.group(1) != "guard":
            blocks.append((line_of(brace), line_of(close), versions))
            continue
        # After the guard's `else { … }`: up to the brace that closes the enclosing scope.
        depth, index = 0, close + 1
        while index < len(text):
            if text[index] == "{":
                depth += 1
            elif text[index] == "}":
                if depth == 0:
                    break
                depth -= 1
            index += 1
        blocks.append((line_of(close), line_of(index), versions))
    return blocks
