#!/usr/bin/env python3
"""Rewrite plain `#expect`s of Tests/TrellisTests as calls of the function helpers.

Each `#expect` is a macro expansion the compiler type-checks and generates code for; a function
call costs a fraction of that (CONTRIBUTING, "House rules"). This rewrites only the forms whose
failure message a helper gives as well (the values, at the caller's line):

    #expect(a == nil)   -> expectNil(a)           #expect(a != nil)   -> expectNotNil(a)
    #expect(a === b)    -> expectIdentical(a, b)  #expect(a !== b)    -> expectNotIdentical(a, b)
    #expect(a == b)     -> expectEqual(a, b)      #expect(!a)         -> expectFalse(a)
    #expect(a.isEmpty)  -> expectEmpty(a)         #expect(a)          -> expectTrue(a)
                                                  (a Boolean with no comparison or && / ||)

A comment argument is kept (`#expect(a == b, "x")` -> `expectEqual(a, b, "x")`); a leading
`try` or `await` moves before the call. Left alone: `#expect(throws:)`, `sourceLocation:`,
comparisons other than `==`/`!=`/`===`/`!==`, `&&`, `||`, `?:`, a search (`contains`,
`hasPrefix`, `hasSuffix`, `starts`, `allSatisfy`: `#expect` shows what it searched), and
everything in SKIP.

Usage: Scripts/codemods/expect-helpers.py [--format] [ROOT] (ROOT: the repository by default).
It prints how many of each form it rewrote; --format then runs `swift format --in-place` on the
files it changed (a multi-line `#expect` comes out on one line). Running it again changes nothing.
"""

import pathlib
import re
import subprocess
import sys

# Conditions (exact text) that must stay `#expect`: a `==` between two different types, which
# `expectEqual`'s single generic parameter cannot take.
SKIP: set[str] = set()

IDENT = re.compile(r"[A-Za-z0-9_]")


def skip_string(text: str, i: int) -> int:
    """Returns the index after the string literal starting at text[i] (quote, triple quote, raw)."""
    hashes = 0
    while text[i] == "#":
        hashes += 1
        i += 1
    multiline = text.startswith('"""', i)
    i += 3 if multiline else 1
    closing = ('"""' if multiline else '"') + "#" * hashes
    escape = "\\" + "#" * hashes
    while i < len(text):
        if text.startswith(escape, i):
            j = i + len(escape)
            if text[j] == "(":
                i = skip_group(text, j)
                continue
            i = j + 1
            continue
        if text.startswith(closing, i):
            return i + len(closing)
        i += 1
    raise ValueError("unterminated string")


def skip_comment(text: str, i: int) -> int:
    if text.startswith("//", i):
        end = text.find("\n", i)
        return len(text) if end < 0 else end
    depth, i = 1, i + 2
    while depth:
        if text.startswith("/*", i):
            depth, i = depth + 1, i + 2
        elif text.startswith("*/", i):
            depth, i = depth - 1, i + 2
        else:
            i += 1
    return i


def at_string(text: str, i: int) -> bool:
    if text[i] == '"':
        return True
    j = i
    while j < len(text) and text[j] == "#":
        j += 1
    return j > i and j < len(text) and text[j] == '"'


def skip_group(text: str, i: int) -> int:
    """Returns the index after the bracket group opening at text[i]."""
    pairs = {"(": ")", "[": "]", "{": "}"}
    stack = [pairs[text[i]]]
    i += 1
    while stack:
        c = text[i]
        if at_string(text, i):
            i = skip_string(text, i)
            continue
        if text.startswith("//", i) or text.startswith("/*", i):
            i = skip_comment(text, i)
            continue
        if c in pairs:
            stack.append(pairs[c])
        elif c in ")]}":
            if c != stack.pop():
                raise ValueError("unbalanced")
        i += 1
    return i


def top_level(text: str) -> str:
    """`text` with everything inside brackets and strings replaced by spaces-free filler."""
    out, i = [], 0
    while i < len(text):
        if at_string(text, i):
            j = skip_string(text, i)
            out.append('"' + "\0" * (j - i - 2) + '"')
            i = j
        elif text[i] in "([{":
            j = skip_group(text, i)
            out.append(text[i] + "\0" * (j - i - 2) + text[j - 1])
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def split_arguments(inner: str) -> list[str]:
    masked = top_level(inner)
    parts, start = [], 0
    for i, c in enumerate(masked):
        if c == ",":
            parts.append(inner[start:i])
            start = i + 1
    parts.append(inner[start:])
    return parts


OPERATOR = re.compile(r"(?<=\s)([=!<>&|?:+\-*/%^~.]+|is|as[?!]?)(?=\s)")
PREFIX = re.compile(r"^((?:try|await)\s+)+")


def rewrite(condition: str, comment: str | None) -> tuple[str, str] | None:
    """The call replacing `#expect(condition, comment)` and its helper's name, or None."""
    condition = condition.strip()
    if condition in SKIP or "//" in top_level(condition):
        return None
    prefix = ""
    match = PREFIX.match(condition)
    if match:
        prefix = " ".join(match.group(0).split()) + " "
        condition = condition[match.end() :]
    masked = top_level(condition)
    operators = [(m.start(), m.end(), m.group(1)) for m in OPERATOR.finditer(masked)]
    names = [name for _, _, name in operators]
    if any(name in ("&&", "||", "?", ":", "=", "->", "??") for name in names):
        return None
    comparisons = [op for op in operators if op[2] in ("==", "!=", "===", "!==", "<", ">", "<=", ">=", "~=")]
    if len(comparisons) > 1:
        return None
    if comparisons:
        start, end, name = comparisons[0]
        lhs, rhs = condition[:start].strip(), condition[end:].strip()
        if name == "==" and rhs == "nil":
            helper, arguments = "expectNil", [lhs]
        elif name == "!=" and rhs == "nil":
            helper, arguments = "expectNotNil", [lhs]
        elif name == "==" and "nil" not in (lhs, rhs):
            helper, arguments = "expectEqual", [lhs, rhs]
        elif name == "===":
            helper, arguments = "expectIdentical", [lhs, rhs]
        elif name == "!==":
            helper, arguments = "expectNotIdentical", [lhs, rhs]
        else:
            return None
    elif masked.startswith("!") and not operators and re.fullmatch(r"![^\s]+(\s+\{\0*\})*", masked):
        helper, arguments = "expectFalse", [condition[1:]]
    elif re.search(r"\.(contains|hasPrefix|hasSuffix|starts|allSatisfy)(\(\0*\)|\s*\{\0*\})$", masked):
        return None  # `#expect` shows the value searched, which says more
    elif not operators and masked.endswith(".isEmpty"):
        helper, arguments = "expectEmpty", [condition[: -len(".isEmpty")]]
    elif not operators or all(name in ("is", "as", "as?", "as!") for name in names):
        helper, arguments = "expectTrue", [condition]
    else:
        return None
    if comment is not None:
        arguments.append(comment.strip())
    return prefix + helper + "(" + ", ".join(arguments) + ")", helper


def rewrite_file(text: str, counts: dict[str, int]) -> str:
    out, i, last = [], 0, 0
    while i < len(text):
        if at_string(text, i):
            i = skip_string(text, i)
            continue
        if text.startswith("//", i) or text.startswith("/*", i):
            i = skip_comment(text, i)
            continue
        if text.startswith("#expect(", i) and (i == 0 or not IDENT.match(text[i - 1])):
            open_at = i + len("#expect")
            close = skip_group(text, open_at)
            arguments = split_arguments(text[open_at + 1 : close - 1])
            labelled = any(re.match(r"\s*[A-Za-z_]\w*\s*:(?!:)", a) for a in arguments)
            trailing = re.match(r"\s*\{", text[close:])
            result = None
            if not labelled and not trailing and len(arguments) in (1, 2):
                result = rewrite(arguments[0], arguments[1] if len(arguments) == 2 else None)
            if result:
                call, helper = result
                out.append(text[last:i])
                out.append(call)
                last = close
                counts[helper] = counts.get(helper, 0) + 1
            i = close
            continue
        i += 1
    out.append(text[last:])
    return "".join(out)


def main() -> None:
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    root = pathlib.Path(arguments[0] if arguments else pathlib.Path(__file__).resolve().parents[2])
    counts: dict[str, int] = {}
    changed = []
    for path in sorted((root / "Tests/TrellisTests").rglob("*.swift")):
        if path.parent.name == "Support" and path.name in ("ExpectEqual.swift", "Expectations.swift"):
            continue
        text = path.read_text()
        new = rewrite_file(text, counts)
        if new != text:
            path.write_text(new)
            changed.append(str(path))
    for helper, count in sorted(counts.items()):
        print(f"{helper}: {count}")
    print(f"{len(changed)} files changed")
    if "--format" in sys.argv and changed:
        subprocess.run(
            ["swift", "format", "--in-place", "--configuration", str(root / ".swift-format"), *changed],
            check=True,
        )


if __name__ == "__main__":
    main()
