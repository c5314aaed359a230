#!/usr/bin/env python3
"""Compiles and runs every Swift snippet of the README and the DocC articles, so none can rot.

Each ```swift block becomes a file of its own, compiled against the package's debug build, with
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
# The snippets compile against the package's own debug build (`swift build --target FormRules`,
# nothing to do after `swift test`): the toolchain's swiftc over the snippet files, with the built
# modules imported and their objects linked, instead of a scratch package that builds the
# libraries a second time.
scratch = os.path.join(root, ".build-snippets")
sources = os.path.join(scratch, "Sources")
os.makedirs(sources, exist_ok=True)
for stale in glob.glob(os.path.join(sources, "*.swift")):
    os.remove(stale)
open(os.path.join(sources, "main.swift"), "w").write(main)
for name, text in files.items():
    open(os.path.join(sources, name), "w").write(text)
if compile_ui:
    for number, (place, code) in enumerate(ui_snippets):
        open(os.path.join(sources, f"UISnippet{number}.swift"), "w").write(f"// {place}\n{code}")

def run(command, **options):
    return subprocess.run(command, cwd=root, capture_output=True, text=True, **options)

built = run(["swift", "build", "--target", "FormRules"])
if built.returncode != 0:
    print(built.stdout[-6000:], built.stderr[-3000:])
    print("snippets: the library does not build")
    sys.exit(1)
bin_path = run(["swift", "build", "--show-bin-path"]).stdout.strip()
objects = [path for module in ("FormCore", "Localization", "FormRules")
           for path in sorted(glob.glob(os.path.join(bin_path, f"{module}.build", "*.o")))]
modules = os.path.join(bin_path, "Modules")
if not os.path.isdir(modules):  # toolchains before 6.0 put modules beside the products
    modules = bin_path
executable = os.path.join(scratch, "Snippets")
command = (["swiftc", "-swift-version", "6", "-module-name", "Snippets", "-I", modules, "-o", executable]
           + sorted(glob.glob(os.path.join(sources, "*.swift"))) + objects)
if sys.platform != "darwin":
    command.append("-lm")
build = run(command)
if build.returncode != 0:
    print(build.stdout[-6000:], build.stderr[-3000:])
    print(f"snippets: {len(snippets)} do not compile")
    sys.exit(1)
result = run([executable])
print(result.stdout[-4000:], end="")
sys.exit(result.returncode)
