#!/usr/bin/env python3
"""Where a WebAssembly module's bytes go: its sections, then its code attributed to functions by
the name section, grouped by Swift module, by type (the mangled name's first nominal type) and by
function, and its data segments. The module must keep its name section: link without
`--strip-all` (and run wasm-opt with `-g`); `Scripts/build-wasm.sh --size-report` does both.

    Scripts/wasm-size-report.py MODULE.wasm [--top N] [--demangler PATH]

Swift names are demangled with swift-demangle (found beside swiftc, or --demangler) in one batch;
C functions (wasi-libc, the runtime shims, compiler builtins) are grouped as `C`, the Embedded
standard library's and the Unicode tables' as `Swift` and `(unicode tables)`.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
from collections import defaultdict

SECTION_NAMES = {0: "custom", 1: "type", 2: "import", 3: "function", 4: "table", 5: "memory", 6: "global",
                 7: "export", 8: "start", 9: "element", 10: "code", 11: "data", 12: "datacount"}


def leb(data, offset):
    """An unsigned LEB128 at offset: (value, next offset)."""
    result = shift = 0
    while True:
        byte = data[offset]
        offset += 1
        result |= (byte & 0x7F) << shift
        if byte < 0x80:
            return result, offset
        shift += 7


def sections(data):
    assert data[:4] == b"\0asm", "not a WebAssembly module"
    offset = 8
    while offset < len(data):
        kind = data[offset]
        size, start = leb(data, offset + 1)
        name = SECTION_NAMES.get(kind, str(kind))
        if kind == 0:
            length, at = leb(data, start)
            name = "custom:" + data[at:at + length].decode("utf-8", "replace")
        yield kind, name, start, size, start - offset + size
        offset = start + size


def imported_function_count(data, start):
    count, offset = leb(data, start)
    functions = 0
    for _ in range(count):
        for _ in range(2):  # module, field
            length, offset = leb(data, offset)
            offset += length
        kind = data[offset]
        offset += 1
        if kind == 0:
            _, offset = leb(data, offset); functions += 1
        elif kind == 1:
            offset += 1; flags, offset = leb(data, offset); _, offset = leb(data, offset)
            if flags & 1: _, offset = leb(data, offset)
        elif kind == 2:
            flags, offset = leb(data, offset); _, offset = leb(data, offset)
            if flags & 1: _, offset = leb(data, offset)
        elif kind == 3:
            offset += 2
        else:
            _, offset = leb(data, offset)
    return functions


def code_sizes(data, start):
    count, offset = leb(data, start)
    sizes = []
    for _ in range(count):
        size, body = leb(data, offset)
        sizes.append(body - offset + size)
        offset = body + size
    return sizes


def function_names(data, start, end):
    names = {}
    offset = start
    length, offset = leb(data, offset)
    offset += length  # "name"
    while offset < end:
        kind = data[offset]
        size, offset = leb(data, offset + 1)
        if kind == 1:
            count, at = leb(data, offset)
            for _ in range(count):
                index, at = leb(data, at)
                length, at = leb(data, at)
                names[index] = data[at:at + length].decode("utf-8", "replace")
                at += length
        offset += size
    return names


def data_segments(data, start):
    count, offset = leb(data, start)
    sizes = []
    for _ in range(count):
        flags, offset = leb(data, offset)
        if flags in (0, 2):
            if flags == 2: _, offset = leb(data, offset)
            while data[offset] != 0x0B: offset += 1  # the offset expression
            offset += 1
        size, offset = leb(data, offset)
        sizes.append(size)
        offset += size
    return sizes


def demangle(names, demangler):
    swift = sorted({n for n in names if n.startswith(("$s", "$e", "_$s", "_$e"))})
    if not swift or not demangler:
        return {}
    run = subprocess.run([demangler, "--simplified", "--compact"], input="\n".join(swift) + "\n",
                         capture_output=True, text=True)
    lines = run.stdout.split("\n")
    return dict(zip(swift, lines)) if len(lines) >= len(swift) else {}


MODULE = re.compile(r"^_?\$[se](?:s|(\d+)([A-Za-z_][A-Za-z0-9_]*))")


def module_of(name):
    if name.startswith(("$s", "$e", "_$s", "_$e")):
        body = name.lstrip("_")[2:]
        if body.startswith("s"):
            return "Swift"
        match = re.match(r"(\d+)", body)
        if match:
            length = int(match.group(1))
            return body[len(match.group(1)):len(match.group(1)) + length]
        return "Swift"
    if name.startswith("_swift_stdlib_") or "unicode" in name.lower() or name.startswith("_swift_"):
        return "(unicode tables and runtime)" if name.startswith("_swift_stdlib") else "Swift"
    if name.startswith("swift_"):
        return "Swift"
    return "C"


def type_of(demangled, module):
    """The first nominal type named after the module in a simplified demangled name."""
    text = demangled
    for prefix in ("specialized ", "generic specialization ", "merged ", "outlined ", "partial apply for ",
                   "closure #1 in ", "reabstraction thunk helper from "):
        text = text.replace(prefix, "")
    text = re.sub(r"^(closure #\d+ (\(.*?\) )?in |implicit closure #\d+ in |\w+ thunk (for|of) )+", "", text)
    match = re.match(r"(?:static )?([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Z][A-Za-z0-9_]*)?)", text)
    if not match:
        return module + ".?"
    path = match.group(1)
    if path.startswith(module + "."):
        return path
    if "." in path:
        return path.split(".")[0] + "." + path.split(".")[1] if path.split(".")[0] in ("Swift",) else path
    return path


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("module")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--demangler")
    args = parser.parse_args()
    demangler = args.demangler or shutil.which("swift-demangle")
    if not demangler and shutil.which("swiftc"):
        candidate = os.path.join(os.path.dirname(os.path.realpath(shutil.which("swiftc"))), "swift-demangle")
        demangler = candidate if os.path.exists(candidate) else None
    data = open(args.module, "rb").read()
    print(f"{args.module}: {len(data):,} bytes")
    print("\nSections")
    imports = 0
    bodies = []
    names = {}
    segments = []
    for kind, name, start, size, total in sections(data):
        print(f"  {name:<24} {total:>10,}")
        if kind == 2:
            imports = imported_function_count(data, start)
        elif kind == 10:
            bodies = code_sizes(data, start)
        elif kind == 11:
            segments = data_segments(data, start)
        elif name == "custom:name":
            names = function_names(data, start, start + size)
    if not names:
        print("\n(no name section: link without --strip-all to attribute code)")
        return
    functions = [(names.get(imports + index, f"#{imports + index}"), size) for index, size in enumerate(bodies)]
    pretty = demangle([name for name, _ in functions], demangler)
    total = sum(size for _, size in functions)

    def table(title, groups, limit):
        print(f"\n{title} (of {total:,} bytes of function bodies)")
        for key, (size, count) in sorted(groups.items(), key=lambda item: -item[1][0])[:limit]:
            print(f"  {size:>9,} {100 * size / total:5.1f}% {count:>5}  {key}")

    by_module, by_type = defaultdict(lambda: [0, 0]), defaultdict(lambda: [0, 0])
    for name, size in functions:
        module = module_of(name)
        shown = pretty.get(name, name)
        by_module[module][0] += size; by_module[module][1] += 1
        kind = type_of(shown, module) if module not in ("C",) else "C"
        key = f"{module}: {kind}" if not kind.startswith(module + ".") else kind
        by_type[key][0] += size; by_type[key][1] += 1
    table("By module", by_module, args.top)
    table("By type", by_type, args.top * 2)
    print(f"\nLargest functions")
    for name, size in sorted(functions, key=lambda item: -item[1])[:args.top]:
        print(f"  {size:>9,}  {pretty.get(name, name)[:150]}")
    if segments:
        print(f"\nData: {len(segments)} segments, {sum(segments):,} bytes; largest: "
              + ", ".join(f"{size:,}" for size in sorted(segments, reverse=True)[:8]))


if __name__ == "__main__":
    main()
