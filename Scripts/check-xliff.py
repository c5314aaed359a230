#!/usr/bin/env python3
"""XLIFF export and import on real trees: every locale of Resources/ and of every app under
../shared/corpus/strings, and of every folder with tables of the whole app trees under
../shared/corpus/apps (storyboards, xibs, nested String Catalogs; in the locales APP_LOCALES
names). Skipped with a notice when ../shared is missing.

For each tree and locale: `strings export --format xliff` must succeed; the document must
validate against Tests/Fixtures/XLIFF/schema/xliff-1.2-export.xsd (the part of XLIFF 1.2 the
export writes) and, when XLIFF_STRICT_XSD names OASIS's xliff-core-1.2-strict.xsd, against
that too; `strings import` of the unchanged document into a copy of the tree must report no
change and no refusal and leave the copy identical (`diff -r`).

Usage: python3 Scripts/check-xliff.py [form-check] [shared]
"""
import concurrent.futures
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FORM_CHECK = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, ".build/debug/form-check"))
SHARED = os.path.abspath(sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "../shared"))
SCHEMA = os.path.join(ROOT, "Tests/Fixtures/XLIFF/schema/xliff-1.2-export.xsd")


def load_schemas(strict):
    try:
        import xmlschema  # noqa: F401
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "xmlschema"],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        import xmlschema
    except ImportError:
        print("check-xliff: xmlschema cannot be installed; schema validation skipped (round trips still run)")
        return []
    schemas = [("export subset", xmlschema.XMLSchema(SCHEMA))]
    if strict:
        schemas.append(("xliff-core-1.2-strict", xmlschema.XMLSchema(strict)))
    return schemas


def strict_schema_from_debian():
    """OASIS's xliff-core-1.2-strict.xsd as Debian ships it (in php-symfony-translation's
    files: the package is downloaded and unpacked, not installed), or None with a notice."""
    folder = os.path.join(ROOT, ".build", "xliff-schema")
    found = [os.path.join(top, name) for top, _, names in os.walk(folder) for name in names
             if name == "xliff-core-1.2-strict.xsd"] if os.path.isdir(folder) else []
    if not found:
        os.makedirs(folder, exist_ok=True)
        try:
            subprocess.run(["apt-get", "download", "php-symfony-translation"], cwd=folder, check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=120)
            for name in os.listdir(folder):
                if name.endswith(".deb"):
                    subprocess.run(["dpkg-deb", "-x", name, "unpacked"], cwd=folder, check=True)
        except (OSError, subprocess.SubprocessError):
            pass
        found = [os.path.join(top, name) for top, _, names in os.walk(folder) for name in names
                 if name == "xliff-core-1.2-strict.xsd"]
    if not found:
        print("check-xliff: OASIS's strict schema could not be fetched from Debian; checked against the export subset only")
        return None
    return found[0]


def catalog_languages(path):
    with open(path, encoding="utf-8") as handle:
        catalog = json.load(handle)
    found = {catalog.get("sourceLanguage", "en")}
    for entry in catalog.get("strings", {}).values():
        found.update(entry.get("localizations", {}).keys())
    return found


def locales_of(tree):
    """Every language of a tree: its .lproj folders (Base and mul aside) and the languages of its
    String Catalogs (at the top or in an .lproj folder, as Xcode 15 localizes storyboards)."""
    if tree.endswith(".xcstrings"):
        return sorted(catalog_languages(tree))
    found = {"en"}
    for name in os.listdir(tree):
        path = os.path.join(tree, name)
        if name.endswith(".xcstrings"):
            found |= catalog_languages(path)
        elif name.endswith(".lproj") and os.path.isdir(path):
            if name not in ("Base.lproj", "mul.lproj"):
                found.add(name[:-len(".lproj")])
            found |= {l for inner in os.listdir(path) if inner.endswith(".xcstrings")
                      for l in catalog_languages(os.path.join(path, inner))}
    return sorted(found)


# Whole app trees (storyboards, xibs, nested String Catalogs): every catalog folder of the tree,
# each in these locales where it has them (all 57 of iina would take minutes in a debug build).
APP_LOCALES = ["en", "ru", "ja", "de", "ar", "zh-Hans", "pt-BR", "ml"]
# App trees without tables at their top, exported whole (every folder's tables in one document).
WHOLE_TREES = set()


def app_trees(apps):
    """The folders of each app tree that hold tables: .lproj folders or String Catalogs."""
    found = []
    for top, folders, names in os.walk(apps):
        folders[:] = sorted(f for f in folders if not f.endswith(".lproj") and not f.startswith("."))
        here = set(os.listdir(top))
        if any(n.endswith(".xcstrings") for n in here) or any(n.endswith(".lproj") for n in here):
            found.append(top)
    return found


def trees():
    found = [os.path.join(ROOT, "Resources")]
    corpus = os.path.join(SHARED, "corpus", "strings")
    if not os.path.isdir(corpus):
        print(f"check-xliff: {SHARED} not found; the shared corpus part is skipped")
        return found
    for name in sorted(os.listdir(corpus)):
        app = os.path.join(corpus, name)
        if not os.path.isdir(app):
            continue
        catalogs = [os.path.join(app, n) for n in sorted(os.listdir(app)) if n.endswith(".xcstrings")]
        found += catalogs if catalogs else [app]
    apps = os.path.join(SHARED, "corpus", "apps")
    if os.path.isdir(apps):
        for name in sorted(os.listdir(apps)):
            if os.path.isdir(os.path.join(apps, name)):
                found += app_trees(os.path.join(apps, name))
                # The whole repository at once, every folder's tables in one document.
                if os.path.join(apps, name) not in found:
                    found.append(os.path.join(apps, name))
                    WHOLE_TREES.add(os.path.join(apps, name))
    return found


def shown(tree):
    """A tree's path as the report shows it: from the repository, or from ../shared."""
    if tree.startswith(SHARED + os.sep):
        return "shared/" + os.path.relpath(tree, SHARED)
    return os.path.relpath(tree, ROOT)


def run(arguments):
    return subprocess.run([FORM_CHECK] + arguments, capture_output=True, text=True)


SCHEMAS = []


def load_worker_schemas(strict):
    """Each worker process reads the schemas once (an XMLSchema does not travel between
    processes cheaply)."""
    global SCHEMAS
    SCHEMAS = load_schemas(strict)


def check_one(tree, locale):
    """Export one tree in one locale, validate the document, import it back into a copy and
    compare: (label, totals, failures, notes)."""
    label = f"{shown(tree)} {locale}"
    totals = {"documents": 0, "files": 0, "units": 0, "targets": 0, "validated": 0, "refused": 0}
    failures, notes = [], []
    export = run(["strings", "export", "--format", "xliff", "--locale", locale, tree])
    if export.returncode != 0 and "which XML 1.0 cannot carry" in export.stderr \
            and export.stderr.strip().count("\n") == 0:
        # A text with a control character XML cannot carry is refused with its table and
        # key, as it must be: the data's problem, said clearly.
        notes.append(f"check-xliff: {label}: refused as expected: {export.stderr.strip()[:300]}")
        totals["refused"] = 1
        return label, totals, failures, notes
    if export.returncode != 0:
        failures.append(f"{label}: export exited {export.returncode}: {export.stderr.strip()[:500]}")
        return label, totals, failures, notes
    work = tempfile.mkdtemp(prefix="check-xliff-")
    try:
        document = os.path.join(work, "export.xliff")
        with open(document, "w", encoding="utf-8") as handle:
            handle.write(export.stdout)
        totals["documents"] = 1
        totals["files"] = export.stdout.count("<file ")
        totals["units"] = export.stdout.count("<trans-unit ")
        totals["targets"] = export.stdout.count("<target")
        for name, schema in SCHEMAS:
            errors = list(schema.iter_errors(document))
            if errors:
                failures.append(f"{label}: not valid against the {name} schema: {str(errors[0])[:500]}")
            else:
                totals["validated"] += 1
        copy = os.path.join(work, "tree")
        if tree.endswith(".xcstrings"):
            os.makedirs(copy)
            target = os.path.join(copy, os.path.basename(tree))
            shutil.copy2(tree, target)
            original_folder, imported = os.path.dirname(tree), target
        else:
            shutil.copytree(tree, copy)
            original_folder, imported = tree, copy
        result = run(["strings", "import", document, imported])
        summary = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ""
        if result.returncode != 0 or not re.search(r"^0 added, 0 changed, \d+ unchanged, 0 refused; wrote 0 files$", summary):
            failures.append(f"{label}: importing the unchanged export: exit {result.returncode}, '{summary}' {result.stderr.strip()[:500]}")
        compared = original_folder if not tree.endswith(".xcstrings") else tree
        against = copy if not tree.endswith(".xcstrings") else imported
        diff = subprocess.run(["diff", "-r" if os.path.isdir(compared) else "-q", compared, against], capture_output=True, text=True)
        if diff.returncode != 0:
            failures.append(f"{label}: the tree changed after importing its own export: {diff.stdout[:500]}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return label, totals, failures, notes


def main():
    # The schemas are fetched (and their tools installed) once, here; each worker reads them.
    strict = os.environ.get("XLIFF_STRICT_XSD") or strict_schema_from_debian()
    has_schemas = bool(load_schemas(strict))
    failures = []
    totals = {"documents": 0, "files": 0, "units": 0, "targets": 0, "validated": 0, "refused": 0}
    jobs = []
    for tree in trees():
        locales = locales_of(tree)
        if os.sep + os.path.join("corpus", "apps") + os.sep in tree:
            locales = [l for l in locales if l in APP_LOCALES]
            if tree in WHOLE_TREES:
                locales = ["ru", "de"]
        jobs.append((tree, locales))
    # Every (tree, locale) is independent: they run on every core, reported in tree order.
    with concurrent.futures.ProcessPoolExecutor(initializer=load_worker_schemas, initargs=(strict,)) as pool:
        futures = [(tree, [pool.submit(check_one, tree, locale) for locale in locales]) for tree, locales in jobs]
        for tree, results in futures:
            tree_units = 0
            for future in results:
                _, found, tree_failures, notes = future.result()
                for key, value in found.items():
                    totals[key] += value
                tree_units += found["units"]
                failures += tree_failures
                for note in notes:
                    print(note)
            print(f"check-xliff: {shown(tree)}: {len(locales_of(tree))} locales, {tree_units} trans-units")
    if not has_schemas:
        print("check-xliff: no schema could be loaded; documents were round-tripped but not validated")
    print(f"check-xliff: {totals['documents']} documents, {totals['files']} <file>s, {totals['units']} trans-units "
          f"({totals['targets']} with a target), {totals['validated']} schema validations passed")
    for failure in failures:
        print("check-xliff: FAIL " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
