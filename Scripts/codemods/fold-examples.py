#!/usr/bin/env python3
"""Fold a suite's plain examples into one parameterized test.

Each `@Test` is a macro expansion the compiler type-checks and generates code for (the test
function's registration, its display name, its traits): about a twentieth of a CPU-second each
in a cold debug build on two cores, and TrellisTests has hundreds. A suite whose examples take
no arguments therefore lists them in one `Example` enum, whose raw value is the sentence the
runner prints, under one `@Test(arguments: Example.allCases) func example(_:)` that switches to
the plain functions (CONTRIBUTING, "House rules").

This rewrites, in each file given, every type with at least three `@Test("…") func name()`
examples (`async`/`throws` allowed; the largest group with the same `@MainActor` isolation) into
that form. A type that already has an `Example` enum is left alone and named: add a new
example's function, its case and its switch line by hand. Tests with arguments or traits, and
tests in `Reliability/`, stay as they are.

Usage: Scripts/codemods/fold-examples.py FILE... (then `swift format -i` on the files it names).
"""
import re
import sys
FUNC = re.compile(r'^(\s*)(@MainActor\s+)?func (\w+)\(\)\s*(async\s*)?(throws\s*)?\{\s*$')
TEST1 = re.compile(r'^(\s*)@Test(\((".*")\))?\s*$')
TYPE = re.compile(r'^(\s*)(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|final)\s+)*(struct|class|enum|extension|actor)\s+(\w+)')

def has_example_enum(lines, key):
    """Whether the type opening at key already declares `enum Example`."""
    k, ind = key
    pad = ' ' * (ind - 4)
    for line in lines[k + 1:]:
        if line == pad + '}':
            return False
        if line.startswith(pad + '    enum Example'):
            return True
    return False

def fold(path, min_group=3):
    text = open(path).read()
    lines = text.split('\n')
    tests = []  # (start, end_of_attr, indent, mainactor, name, async, throws, display)
    i = 0
    while i < len(lines):
        m = TEST1.match(lines[i]); display=None; end=i
        if m:
            display = m.group(3)
        elif re.match(r'^\s*@Test\($', lines[i]):
            j = i+1; parts=[]
            while j < len(lines) and re.match(r'^\s*"([^"\\]|\\.)*"\s*$', lines[j]):
                parts.append(lines[j].strip()); j += 1
            if j < len(lines) and re.match(r'^\s*\)\s*$', lines[j]) and len(parts)==1:
                display = parts[0]; end = j; m = True
        if m:
            f = FUNC.match(lines[end+1]) if end+1 < len(lines) else None
            if f:
                tests.append(dict(start=i, end=end, indent=len(f.group(1)), main=bool(f.group(2)), name=f.group(3),
                                  isasync=bool(f.group(4)), throws=bool(f.group(5)), display=display or '"%s()"'%f.group(3)))
            i = end+1
        else:
            i += 1
    # group by enclosing type: find nearest preceding TYPE line with indent = indent-4
    groups = {}
    for t in tests:
        ind = t['indent']
        if ind == 0:
            key = ('<file>', 0)
        else:
            k = t['start']
            while k >= 0:
                tm = TYPE.match(lines[k])
                if tm and len(tm.group(1)) == ind-4: break
                k -= 1
            if k < 0: continue
            key = (k, ind)
        groups.setdefault((key, t['main']), []).append(t)
    # keep the biggest group per type only
    bytype = {}
    for (key, main), ts in groups.items():
        if key not in bytype or len(ts) > len(bytype[key][1]): bytype[key] = (main, ts)
    inserts = []; removals = set(); folded = 0
    for key, (main, ts) in bytype.items():
        if len(ts) < min_group: continue
        if key[0] != '<file>' and has_example_enum(lines, key):
            print('skipped (already has an Example enum):', path, lines[key[0]].strip())
            continue
        if key[0] == '<file>':
            close = len(lines) - 1
            while close > 0 and lines[close].strip() == '': close -= 1
            close += 1; pad = ''
        else:
            k, ind = key; pad = ' '*(ind-4)
            close = max(t['start'] for t in ts)
            while close < len(lines) and lines[close] != pad + '}': close += 1
            if close == len(lines): continue
        p = pad + '    ' if key[0] != '<file>' else ''
        names = [t['name'] for t in ts]
        out = ['', p+'/// The examples above, as the cases of one parameterized test: one `@Test` expansion for',
               p+'/// the suite rather than one per example keeps the unit suite\'s build short.',
               p+'@Test(arguments: Example.allCases)',
               p+('@MainActor ' if main else '')+'func example(_ example: Example) async throws {',
               p+'    switch example {']
        for t in ts:
            call = ('try ' if t['throws'] else '') + ('await ' if t['isasync'] else '') + t['name'] + '()'
            out.append(p+'    case .%s: %s' % (t['name'], call))
        out += [p+'    }', p+'}', '',
                p+'/// The examples of this suite, each named by the sentence it prints.',
                p+'enum Example: String, CaseIterable, CustomTestStringConvertible {']
        for t in ts: out.append(p+'    case %s = %s' % (t['name'], t['display']))
        out += ['', p+'    var testDescription: String { rawValue }', p+'}']
        inserts.append((close, out)); folded += len(ts)
        for t in ts:
            for r in range(t['start'], t['end']+1): removals.add(r)
    if not inserts: return 0
    new = []
    ins = dict(inserts)
    for idx, l in enumerate(lines):
        if idx in ins: new.extend(ins[idx])
        if idx in removals: continue
        new.append(l)
    open(path, 'w').write('\n'.join(new))
    return folded
total=0
for p in sys.argv[1:]:
    if '/Reliability/' in p: continue
    n = fold(p); total += n
    if n: print(n, p)
print('folded', total)
