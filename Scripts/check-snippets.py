#!/usr/bin/env python3
"""Compiles and runs every Swift snippet of the README and the DocC articles, so none can rot.

Each ```swift block becomes a file of its own in a scratch package that depends on this one, with
exactly the snippet's own imports (`import FormRules` where it has none), its statements in a
throwing function: it compiles as a reader's file would, or the check fails where the reader
would. The functions run from the repository root (so paths like Specs/login.json resolve) and any
thrown error fails the check. Two names the snippets use without declaring (`body`, the bytes of a
request; `today`) come from a prelude. The functions run on the main actor, as an app's code
does, so snippets may use main-actor types such as FormModel.

A snippet that imports an Apple UI framework (SwiftUI, UIKit, AppKit) declares views rather than
running code: on Apple platforms it is compiled as a file of its own, elsewhere (Linux) it is
skipped and listed. Usage: Scripts/check-snippets.py (from the repository root)."""
import glob
import os
import re
import subprocess
import sys

root = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
documents = ["README.md"] + sorted(glob.glob("Sources/*/*.docc/*.md"))
snippets = []
for document in documents:
    text = open(os.path.join(root, document), encoding="utf-8").read()
    for match in re.finditer(r"```swift\n(.*?)```", text, re.S):
        line = text[: match.start()].count("\n") + 2
        snippets.append((f"{document}:{line}", match.group(1)))

# Snippets of Apple UI frameworks: compiled as files of their own where the framework exists.
apple_ui = re.compile(r"^import (SwiftUI|UIKit|AppKit)\b", re.M)
ui_snippets = [(place, code) for place, code in snippets if apple_ui.search(code)]
snippets = [(place, code) for place, code in snippets if not apple_ui.search(code)]
compile_ui = sys.platform == "darwin"
for place, _ in ui_snippets:
    print(f"{'compiled only' if compile_ui else 'skipped (SwiftUI/UIKit/AppKit is Apple-only)'}: {place}")

# Each snippet is a file of its own with exactly its own imports, as a reader pastes it into a
# file of theirs (a snippet without any is read as the README presents them: `import FormRules`);
# its statements run in a throwing function, so a call that throws needs its `try`.
files = {}
for number, (place, code) in enumerate(snippets):
    imports = [line for line in code.splitlines() if line.startswith("import ")] or ["import FormRules"]
    body = "\n".join("    " + line for line in code.splitlines() if not line.startswith("import "))
    files[f"Snippet{number}.swift"] = (f"// {place}\n" + "\n".join(imports)
                                       + f"\n\n@MainActor func snippet{number}() throws {{\n{body}\n}}\n")

calls = "\n".join(
    f'do {{ try snippet{n}() }} catch {{ print("FAIL {place}: \\(error)"); failures += 1 }}'
    for n, (place, _) in enumerate(snippets))
main = f"""import FormRules

// Names the snippets use without declaring them.
let body: [UInt8] = Array(#"{{"email": "ada@example.com", "password": "correct horse"}}"#.utf8)
let today = try! CalendarDate("2026-11-21")

var failures = 0
{calls}
print("snippets: \\({len(snippets)}) run, \\(failures) failed")
if failures > 0 {{ fatalError("snippet failures") }}
"""
# A path dependency is known by its folder's name, whatever the clone is called.
identity = os.path.basename(root).lower()
scratch = os.path.join(root, ".build-snippets")
package = os.path.join(scratch, "package")
os.makedirs(os.path.join(package, "Sources", "Snippets"), exist_ok=True)
open(os.path.join(package, "Package.swift"), "w").write(f"""// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "Snippets",
    // What the UI snippets' SwiftUI needs (Observation-era views); ignored on Linux.
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [.package(path: "{root}")],
    targets: [.executableTarget(name: "Snippets", dependencies: [.product(name: "FormRules", package: "{identity}"),
                                                                   .product(name: "Localization", package: "{identity}")])]
)
""")
for stale in glob.glob(os.path.join(package, "Sources", "Snippets", "*.swift")):
    os.remove(stale)
open(os.path.join(package, "Sources", "Snippets", "main.swift"), "w").write(main)
for name, text in files.items():
    open(os.path.join(package, "Sources", "Snippets", name), "w").write(text)
if compile_ui:
    for number, (place, code) in enumerate(ui_snippets):
        open(os.path.join(package, "Sources", "Snippets", f"UISnippet{number}.swift"), "w").write(f"// {place}\n{code}")
build = subprocess.run(["swift", "build", "--package-path", package, "--scratch-path", os.path.join(scratch, "build")],
                       capture_output=True, text=True)
if build.returncode != 0:
    print(build.stdout[-6000:], build.stderr[-3000:])
    print(f"snippets: {len(snippets)} do not compile")
    sys.exit(1)
run = subprocess.run([os.path.join(scratch, "build", "debug", "Snippets")], cwd=root, capture_output=True, text=True)
print(run.stdout[-4000:], end="")
sys.exit(run.returncode)
