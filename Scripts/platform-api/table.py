"""The availability table, and the symbol graphs that fill or check parts of it."""
import collections
import json
import os
import re
import subprocess

from config import *  # noqa: F403
from references import swift_version, target_triple


def version_tuple(version):
    """`17` → (17, 0, 0): versions compare whatever number of parts they are written with."""
    parts = [int(part) for part in version.split(".")]
    return tuple(parts + [0] * (3 - len(parts)))


def version_or(text):
    return text if text == "unavailable" else version_tuple(text)


def latest(versions):
    versions = list(versions)
    if "unavailable" in versions:
        return "unavailable"
    return max(versions, key=version_tuple)


def read_table(path):
    table = {}
    problems = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != 8:
                problems.append(f"{os.path.relpath(path, REPO)}:{number}: expected 8 tab-separated fields")
                continue
            module, declaration, *versions, source = fields
            for version in versions:
                if version != "unavailable" and not re.fullmatch(r"\d+(\.\d+){0,2}", version):
                    problems.append(f"{os.path.relpath(path, REPO)}:{number}: bad version {version!r}")
            if not source.strip():
                problems.append(f"{os.path.relpath(path, REPO)}:{number}: no source for {module}.{declaration}")
            if (module, declaration) in table:
                problems.append(f"{os.path.relpath(path, REPO)}:{number}: {module}.{declaration} is listed twice")
            table[(module, declaration)] = {
                "versions": dict(zip(PLATFORMS, versions)), "source": source, "line": number}
    return table, problems


def missing_rows(found, table, work):
    """Rows the references lack. A toolchain module's row is filled from the compiler's symbol
    graph of its interface: by USR, the latest availability among the overloads referenced."""
    usrs = collections.defaultdict(set)
    for (_, _, key), occurrence in found.items():
        if key not in table:
            # An accessor's USR (`…vg`, `…ig`) → its property's or subscript's (`…vp`, `…ip`).
            usrs[key].add(re.sub(r"([vi])[gsMrwWl](Z?)$", r"\1p\2", occurrence.usr))
    graphs = {}
    lines = []
    for module, declaration in sorted(usrs):
        versions = None
        if module in TOOLCHAIN_MODULES and declaration != "module":
            if module not in graphs:
                graphs[module] = {}
                for interface in TOOLCHAIN_INTERFACES[module]:
                    graphs[module].update(toolchain_availability(interface, work))
            known = [graphs[module].get(usr) for usr in usrs[(module, declaration)]]
            if known and all(known):
                versions = {p: latest(v[p] for v in known) for p in PLATFORMS}
        if versions is None:
            lines.append(f"{module}\t{declaration}\t?\t?\t?\t?\t?\t?")
        else:
            source = f"Swift {swift_version()} toolchain's {module} interface (@available)"
            lines.append("\t".join([module, declaration] + [versions[p] for p in PLATFORMS] + [source]))
    return lines


def toolchain_availability(module, work):
    """(USR → {platform: version}) from the compiler's symbol graph of a toolchain module's
    interface. A declaration without `@available` there has been in Swift since before every
    platform's first version; visionOS, when unnamed, follows iOS (as the compiler infers it)."""
    out = os.path.join(work, "toolchain-" + module)
    os.makedirs(out, exist_ok=True)
    subprocess.run(["swift", "symbolgraph-extract", "-module-name", module, "-output-dir", out,
                    "-minimum-access-level", "public", "-target", target_triple()], check=True, capture_output=True)
    earliest = {"macOS": "10.0", "iOS": "2.0", "tvOS": "9.0", "watchOS": "2.0", "visionOS": "1.0"}
    result = {}
    for name in os.listdir(out):
        with open(os.path.join(out, name), encoding="utf-8") as handle:
            graph = json.load(handle)
        for symbol in graph["symbols"]:
            versions = dict(earliest)
            domains = set()
            for item in symbol.get("availability", []):
                domain = item.get("domain")
                if domain in PLATFORMS:
                    domains.add(domain)
                    if item.get("isUnconditionallyUnavailable"):
                        versions[domain] = "unavailable"
                    elif "introduced" in item:
                        v = item["introduced"]
                        versions[domain] = ".".join(str(v.get(k, 0)) for k in ("major", "minor"))
            if "visionOS" not in domains and "iOS" in domains:
                versions["visionOS"] = "unavailable" if versions["iOS"] == "unavailable" else "1.0"
            result[symbol["identifier"]["precise"]] = versions
    return result


def standin_availability(work):
    """The stand-in SwiftUI's own `@available`, read through its symbol graph: (module, path) →
    {platform: version}."""
    modules = LINUX_MODULES
    result = {}
    for module in ("SwiftUI",):
        out = os.path.join(work, "symbols-" + module)
        os.makedirs(out, exist_ok=True)
        subprocess.run(["swift", "symbolgraph-extract", "-module-name", module, "-I", modules, "-output-dir", out,
                        "-minimum-access-level", "public", "-target", target_triple()],
                       check=True, capture_output=True)
        for name in os.listdir(out):
            with open(os.path.join(out, name), encoding="utf-8") as handle:
                graph = json.load(handle)
            for symbol in graph["symbols"]:
                path = ".".join(symbol["pathComponents"])
                versions = {}
                for item in symbol.get("availability", []):
                    domain = item.get("domain")
                    if domain in PLATFORMS:
                        if item.get("isUnconditionallyUnavailable"):
                            versions[domain] = "unavailable"
                        elif "introduced" in item:
                            v = item["introduced"]
                            versions[domain] = ".".join(str(v.get(k, 0)) for k in ("major", "minor"))
                result[(module, path)] = versions
    return result
