# `Scripts/check-platform-api --self-test`: plants each error the check exists to catch in a
# small tree of its own, type-checks it with the compiler (writing an index store, as a build
# does), runs the check on it and compares the errors with the ones expected — and plants the
# same calls behind the conditions that make them legal, which must pass. A case fails when an
# expected error is missing or an unexpected one appears.
import contextlib
import io
import os
import subprocess
import tempfile

from planted import CASES, KIT_ROWS, PLANTED_KIT, PLANTED_SWIFTUI, SWIFTUI_ROWS

MODULES = {"SwiftUI": PLANTED_SWIFTUI, "PlantedKit": PLANTED_KIT}


def run_case(run, case, work):
    root = os.path.join(work, "tree")
    for relative, text in case["files"].items():
        path = os.path.join(root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
    modules = os.path.join(work, "modules")
    os.makedirs(modules)
    for name in case.get("modules", []):
        module_source = os.path.join(work, f"{name}.swift")
        with open(module_source, "w", encoding="utf-8") as handle:
            handle.write(MODULES[name])
        subprocess.run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", name, "-emit-module-path",
                        os.path.join(modules, f"{name}.swiftmodule"), module_source], check=True)
    # One compiler run and one index store per file (the files do not see each other): without
    # an output file, every run of the compiler names its unit alike.
    stores = {}
    for number, relative in enumerate(case["files"]):
        store = os.path.join(work, f"store-{number}")
        subprocess.run(["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name",
                        case["module"], "-index-store-path", store, "-index-ignore-system-modules", "-I", modules]
                       + case.get("flags", []) + [os.path.join(root, relative)], check=True)
        stores[f"planted-{number}"] = store
    # A file changed after the build, and one removed: the index no longer describes them.
    for relative, text in case.get("edited_after_build", {}).items():
        path = os.path.join(root, relative)
        if text is None:
            os.remove(path)
            continue
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text)
        stamp = os.stat(path).st_mtime_ns + 2_000_000_000
        os.utime(path, ns=(stamp, stamp))
    rows = os.path.join(work, "planted-rows.tsv")
    with open(rows, "w", encoding="utf-8") as handle:
        handle.write("".join("\t".join(row) + "\n" for row in SWIFTUI_ROWS + KIT_ROWS))
    output = io.StringIO()
    with contextlib.redirect_stdout(output):
        status = run(stores, root=root, with_standin=False, extra_rows=[rows], defines=case.get("defines", []),
                     exemptions=case.get("exemptions", []))
    errors = [line for line in output.getvalue().splitlines() if line.startswith("error: ")]
    missing = [e for e in case["expected"] if not any(line.startswith(e) for line in errors)]
    unexpected = [line for line in errors if not any(line.startswith(e) for e in case["expected"])]
    return status, errors, missing, unexpected


def main(run):
    failures = 0
    for case in CASES:
        with tempfile.TemporaryDirectory() as work:
            status, errors, missing, unexpected = run_case(run, case, work)
        ok = status == 1 and not missing and not unexpected
        failures += 0 if ok else 1
        print(f"{'ok  ' if ok else 'FAIL'} {case['name']}: exit {status}, {len(errors)} error(s)")
        for line in errors:
            print(f"       {line}")
        for line in missing:
            print(f"     missing: {line}")
        for line in unexpected:
            print(f"     unexpected: {line}")
    print(f"check-platform-api --self-test: {len(CASES) - failures} of {len(CASES)} planted errors caught")
    return 1 if failures else 0
