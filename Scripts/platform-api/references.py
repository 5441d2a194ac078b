"""What the code references: the occurrences the compiler wrote into index stores, read
through libIndexStore, and the declaration each one names."""
import collections
import functools
import json
import os
import re
import shutil
import subprocess
import sys

import config
from config import *  # noqa: F403 (the shared constants)


def fail_usage(message):
    print(f"check-platform-api: {message}", file=sys.stderr)
    sys.exit(2)


def build_reader(work):
    """Compiles the index reader against the toolchain's libIndexStore; returns its path."""
    swift = os.path.realpath(shutil.which("swift") or fail_usage("no `swift` on PATH"))
    usr = os.path.dirname(os.path.dirname(swift))
    header = os.path.join(usr, "local", "include")
    if not os.path.exists(os.path.join(header, "indexstore", "indexstore.h")):
        header = os.path.join(usr, "include")
    lib = os.path.join(usr, "lib")
    reader = os.path.join(work, "index-references")
    cc = shutil.which("cc") or shutil.which("gcc") or shutil.which("clang")
    subprocess.run(
        [cc, "-O1", "-std=c11", f"-I{header}", "-o", reader, os.path.join(HERE, "index-references.c"),
         f"-L{lib}", "-lIndexStore", f"-Wl,-rpath,{lib}"],
        check=True)
    return reader


Occurrence = collections.namedtuple("Occurrence", "module file line column roles kind usr name")


def read_store(reader, store, stale):
    """The occurrences of the newest unit of each (module, source file) in `store`. A unit whose
    file is gone is dropped; one older than its file goes to `stale` (the check says to build)."""
    out = subprocess.run([reader, store], check=True, capture_output=True, text=True).stdout
    units = {}
    occurrences = collections.defaultdict(list)
    current = None
    for line in out.splitlines():
        fields = line.split("\t")
        if fields[0] == "U":
            _, unit, module, main_file, mtime = fields
            key = (module, main_file)
            current = unit
            if key not in units or units[key][1] < int(mtime):
                units[key] = (unit, int(mtime))
        elif fields[0] == "O" and current is not None:
            _, module, file, ln, col, roles, kind, usr, name = fields
            occurrences[current].append(
                Occurrence(module, real_path(file), int(ln), int(col), int(roles), int(kind), usr, name))
    newest = set()
    for (module, main_file), (unit, mtime) in units.items():
        if not main_file or not os.path.exists(main_file):
            continue
        if os.stat(main_file).st_mtime_ns > mtime:
            stale.add(real_path(main_file))
        newest.add(unit)
    return [o for unit, items in occurrences.items() if unit in newest for o in items if exists(o.file)]


@functools.lru_cache(maxsize=None)
def exists(path):
    return os.path.exists(path)


@functools.lru_cache(maxsize=None)
def real_path(path):
    """`path` with its links resolved."""
    return os.path.realpath(path)


def demangle(usrs):
    """USR → demangled text, for the Swift USRs among `usrs`."""
    swift_usrs = sorted(u for u in usrs if u.startswith("s:"))
    text = "\n".join("$s" + u[2:] for u in swift_usrs) + "\n"
    out = subprocess.run(["swift", "demangle", "--compact"], input=text, capture_output=True, text=True,
                         check=True).stdout.splitlines()
    return dict(zip(swift_usrs, out))


def strip_generics(text):
    """`text` without its `<…>` groups (generic parameters, `< where …>` clauses)."""
    out, depth, i = [], 0, 0
    while i < len(text):
        ch = text[i]
        if ch == "<" and i and (text[i - 1].isalnum() or text[i - 1] in "_>]"):
            depth += 1
        elif ch == ">" and depth:
            depth -= 1
        elif depth == 0:
            out.append(ch)
        i += 1
    return "".join(out)


def declaration_key(usr, name, kind, demangled):
    """(module, declaration) as the table names it, or None for what is not a declaration."""
    for accessor in ACCESSORS:
        if name.startswith(accessor):
            name = name[len(accessor):]
            break
    if usr.startswith("c:"):
        if kind == KIND_MODULE:
            # The module as imported: `import Glibc` is not `import Darwin`.
            return (name, "module")
        # A C declaration: the C library's (Glibc here, Darwin on Apple platforms).
        field = re.fullmatch(r"c:@S@(\w+)@FI@(\w+)", usr)
        return ("Darwin", f"{field.group(1)}.{field.group(2)}" if field else name)
    text = demangled.get(usr)
    if text is None:
        return None
    module = None
    if text.startswith("static "):
        text = text[len("static "):]
    match = re.match(r"\(extension in ([A-Za-z_0-9]+)\):", text)
    if match:
        module = match.group(1)
        text = text[match.end():]
    text = strip_generics(text)
    for stop in (" : ", "(", " infix", " prefix", " postfix"):
        cut = text.find(stop)
        if cut > 0:
            text = text[:cut]
    for suffix in (".getter", ".setter", ".modify", ".read", "._modify", "._read", ".unsafeAddressor",
                   ".unsafeMutableAddressor", ".didset", ".willset", ".init"):
        if text.endswith(suffix) and not name.startswith("init"):
            text = text[: -len(suffix)]
    base = name.split("(")[0]
    if text.endswith("." + base):
        context = text[: -len(base) - 1]
    elif text == base:
        context = ""
    else:
        context = text.rsplit(".", 1)[0] if "." in text else ""
    parts = context.split(".") if context else []
    type_module = parts[0] if parts else None
    module = module or type_module or name
    if not parts:
        return None
    module = APPLE_MODULE.get(module, module)
    path = parts[1:] if APPLE_MODULE.get(type_module, type_module) == module else parts
    return (module, ".".join(path + [name]))


_MANIFEST = []


def manifest():
    if not _MANIFEST:
        out = subprocess.run(["swift", "package", "dump-package"], cwd=REPO, check=True, capture_output=True,
                             text=True).stdout
        _MANIFEST.append(json.loads(out))
    return _MANIFEST[0]


def package_modules():
    """The package's own modules (a synthesized member of one of its types is not outside it);
    the stand-ins, targets of the package on Linux, stand for Apple's frameworks and are outside."""
    return {target["name"] for target in manifest()["targets"]} - STAND_INS | {"TrellisPackageTests"}


def target_folder(target):
    return target.get("path") or os.path.join("Tests" if target["type"] == "test" else "Sources", target["name"])


def checked_modules():
    """Every target of the manifest under Sources/, Examples/ or Benchmarks/: what ships or is
    shown to app developers (a new target is checked without a word here), the stand-ins aside."""
    return {target["name"] for target in manifest()["targets"]
            if target["type"] != "test" and target_folder(target).split("/")[0] in CHECKED_FOLDERS
            and target["name"] not in STAND_INS}


def manifest_defines():
    """The flags `.define(…)` sets for any target of the manifest."""
    defines = set()
    for target in manifest()["targets"]:
        for setting in target.get("settings", []):
            kind = setting.get("kind", {})
            if "define" in kind:
                defines.add(kind["define"]["_0"].split("=")[0])
    return defines


def deployment_targets():
    return {MANIFEST_NAMES[p["platformName"]]: p["version"] for p in manifest().get("platforms", [])
            if p["platformName"] in MANIFEST_NAMES}


def is_checked(occurrence, modules):
    if occurrence.module not in modules:
        return False
    return in_checked_folder(os.path.relpath(occurrence.file, config.ROOT))


Collected = collections.namedtuple("Collected", "found compiled definitions own_references stale")


def collect(reader, stores):
    """What the builds compiled of the checked modules: every reference to an outside
    declaration (`found`, keyed by file, line and declaration), the lines each file compiled,
    where each of the package's own declarations is defined, the references to them, and the
    files newer than their index."""
    occurrences = []
    stale = set()
    for build, store in stores.items():
        if not os.path.isdir(store):
            fail_usage(f"no index store for the {build} build at {os.path.relpath(store, REPO)}: build it first "
                       "(see the header of this script)")
        occurrences += [(build, o) for o in read_store(reader, store, stale)]
    ours = {o.usr for _, o in occurrences if o.roles & (ROLE_DEFINITION | ROLE_DECLARATION)
            and o.module not in STAND_INS}
    modules = checked_modules()
    compiled = collections.defaultdict(set)
    definitions = collections.defaultdict(set)
    references, own_references = [], set()
    for build, o in occurrences:
        if not is_checked(o, modules):
            continue
        compiled[o.file].add(o.line)
        if o.roles & ROLE_DEFINITION:
            definitions[o.usr].add((o.file, o.line))
        elif o.roles & ROLE_REFERENCE:
            if o.usr in ours:
                own_references.add((o.file, o.line, o.column, o.usr, o.name))
            else:
                references.append(o)
    keys = demangle({o.usr for o in references})
    found = {}
    own = package_modules()
    for o in references:
        key = declaration_key(o.usr, o.name, o.kind, keys)
        if key is None or key[0] in own:
            continue
        found.setdefault((o.file, o.line, key), o)
    return Collected(found, compiled, definitions, own_references, stale)


def target_triple():
    out = subprocess.run(["swift", "-print-target-info"], capture_output=True, text=True, check=True).stdout
    return json.loads(out)["target"]["triple"]


def swift_version():
    out = subprocess.run(["swift", "--version"], capture_output=True, text=True).stdout
    match = re.search(r"Swift version (\S+)", out)
    return match.group(1) if match else "?"
