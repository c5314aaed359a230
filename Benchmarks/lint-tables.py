#!/usr/bin/env python3
"""`form-check strings lint` over 300 tables: 30 locales x 10 tables of an app's sizes, made in a
temporary folder, linted 3 times; prints the median CPU time (user + sys, from /usr/bin/time)
and fails (exit 1) above the budget of half a second.

The tables: Localizable (600 keys, some with format specifiers), Main (200 labels of a storyboard
in Base.lproj, translated in each locale's Main.strings), InfoPlist (6), Settings (80), Onboarding (40), Errors (60), Widgets (30),
Intents (25), Notifications (20) and Counts (30 plural entries, .strings and .stringsdict).
Each translation leaves about 3% of its keys untranslated and 2% missing, and one locale in
ten has a format mismatch, so the findings are grouped and counted as in a real run.

Usage: Benchmarks/lint-tables.py [FORM-CHECK] [--keep DIR]
       (default .build/release/form-check: swift build -c release --product form-check)
"""
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile

BUDGET = 0.5
LOCALES = ["en", "ar", "ca", "cs", "da", "de", "el", "es", "es-MX", "fi", "fr", "fr-CA", "he", "hi", "hu",
           "id", "it", "ja", "ko", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sv", "tr", "uk", "zh-Hans"]
TABLES = [("Localizable", 600), ("Main", 200), ("InfoPlist", 6), ("Settings", 80), ("Onboarding", 40), ("Errors", 60),
          ("Widgets", 30), ("Intents", 25), ("Notifications", 20), ("Counts", 30)]
WORDS = ("account address cancel change choose confirm continue delete done edit email enter field form help "
         "invalid language later message name next number open password phone please profile remove required "
         "save search send settings share sign start submit try update upload user value verify welcome").split()


def quoted(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def sentence(rng, words):
    return " ".join(rng.choice(WORDS) for _ in range(words)).capitalize()


def english(rng, table, count):
    """The development texts of a table: key -> text (a few with specifiers)."""
    entries = {}
    for i in range(count):
        if table == "Main":
            key = f"{rng.randrange(16**3):03x}-{rng.randrange(16**2):02x}-{rng.randrange(16**3):03x}.text"
        elif table == "InfoPlist":
            key = ["CFBundleDisplayName", "CFBundleName", "NSCameraUsageDescription", "NSPhotoLibraryUsageDescription",
                   "NSLocationWhenInUseUsageDescription", "NSFaceIDUsageDescription"][i]
        else:
            key = f"{table.lower()}.{rng.choice(WORDS)}.{i}"
        text = sentence(rng, rng.randint(1, 9))
        if i % 7 == 3:
            text += " (%@)"
        elif i % 11 == 5:
            text = "%ld " + text
        entries[key] = text
    return entries


NON_LATIN = {"ar", "el", "he", "hi", "ja", "ko", "ru", "uk", "zh-Hans"}


def translate(text, locale):
    # A translation: other words, the same specifier (each text has at most one), in the
    # locale's own script where it is not Latin (Cyrillic letters stand in for every such script).
    words = [f"[{locale}]"] + list(reversed(text.split(" ")))
    if locale in NON_LATIN:
        words = [w if "%" in w else "".join(chr(0x430 + (ord(c) - 97) % 32) if "a" <= c <= "z" else c for c in w.lower())
                 for w in words]
    return " ".join(words)


def stringsdict(entries):
    out = ['<?xml version="1.0" encoding="UTF-8"?>', '<plist version="1.0">', "<dict>"]
    for key, (one, other) in entries.items():
        out += [f"<key>{key}</key>", "<dict>", "<key>NSStringLocalizedFormatKey</key>", "<string>%#@n@</string>",
                "<key>n</key>", "<dict>", "<key>NSStringFormatSpecTypeKey</key>", "<string>NSStringPluralRuleType</string>",
                "<key>NSStringFormatValueTypeKey</key>", "<string>ld</string>",
                f"<key>one</key><string>{one}</string>", f"<key>few</key><string>{other}</string>",
                f"<key>many</key><string>{other}</string>", f"<key>other</key><string>{other}</string>", "</dict>", "</dict>"]
    return "\n".join(out + ["</dict>", "</plist>", ""])


def storyboard(entries):
    """A storyboard holding each `<id>.text` entry as a label of one scene."""
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" '
           'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">',
           "    <scenes>", '        <scene sceneID="aaa-aa-aaa">', "            <objects>",
           '                <viewController id="vcv-vc-vcv" sceneMemberID="viewController">',
           '                    <view key="view" contentMode="scaleToFill" id="vvv-vv-vvv">', "                        <subviews>"]
    for key, text in entries.items():
        escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")
        out.append(f'                            <label opaque="NO" text="{escaped}" id="{key[:-len(".text")]}"/>')
    out += ["                        </subviews>", "                    </view>", "                </viewController>",
            "            </objects>", "        </scene>", "    </scenes>", "</document>", ""]
    return "\n".join(out)


def generate(root):
    rng = random.Random(300)
    development = {name: english(rng, name, count) for name, count in TABLES}
    files = 0
    for number, locale in enumerate(LOCALES):
        folder = os.path.join(root, f"{locale}.lproj")
        os.makedirs(folder, exist_ok=True)
        for name, _ in TABLES:
            lines = []
            for key, text in development[name].items():
                roll = rng.random()
                if locale != "en" and roll < 0.02:
                    continue  # missing
                value = text if locale == "en" or roll < 0.05 else translate(text, locale)
                if locale != "en" and number % 10 == 1 and "(%@)" in value and roll < 0.08:
                    value = value.replace("(%@)", "(%d)")  # a format mismatch
                lines.append(f"/* {name}: {key} */\n{quoted(key)} = {quoted(value)};")
            if name == "Main" and locale == "en":
                # Main's development text is a storyboard in Base.lproj (Base internationalization).
                os.makedirs(os.path.join(root, "Base.lproj"), exist_ok=True)
                with open(os.path.join(root, "Base.lproj", "Main.storyboard"), "w", encoding="utf-8") as f:
                    f.write(storyboard(development[name]))
                files += 1
                continue
            with open(os.path.join(folder, f"{name}.strings"), "w", encoding="utf-8") as f:
                f.write("\n".join(lines) + "\n")
            files += 1
            if name == "Counts":
                plurals = {f"counts.items.{i}": (f"%ld item {locale}", f"%ld items {locale}") for i in range(30)}
                with open(os.path.join(folder, "Counts.stringsdict"), "w", encoding="utf-8") as f:
                    f.write(stringsdict(plurals))
                files += 1
    # en.lproj has no Main.strings: Base.lproj's storyboard is the development text.
    return files


def main():
    args = [a for a in sys.argv[1:] if a != "--keep"]
    keep = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else None
    if keep:
        args.remove(keep)
    binary = args[0] if args else ".build/release/form-check"
    root = keep or tempfile.mkdtemp(prefix="lint-tables-")
    try:
        files = generate(root)
        tables = subprocess.run([binary, "strings", "lint", "--format", "json", root], capture_output=True, text=True)
        print(f"lint-tables: {len(LOCALES)} locales x {len(TABLES)} tables = {len(LOCALES) * len(TABLES)} tables, {files} files in {root}")
        summary = tables.stdout[tables.stdout.rfind('"summary"'):].strip()
        print(f"  {summary[:160]}")
        samples = []
        for _ in range(3):
            run = subprocess.run(["/usr/bin/time", "-f", "%U %S", binary, "strings", "lint", root],
                                 stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
            user, system = map(float, run.stderr.strip().splitlines()[-1].split())
            samples.append(user + system)
        median = statistics.median(samples)
        print(f"  CPU (user + sys) of 3 runs: {', '.join(f'{s:.2f}' for s in samples)} s; median {median:.2f} s (budget {BUDGET} s)")
        sys.exit(0 if median <= BUDGET else 1)
    finally:
        if not keep:
            shutil.rmtree(root, ignore_errors=True)


main()
