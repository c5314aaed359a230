#!/usr/bin/env python3
"""The engine's `pattern` against Python's `re` on generated cases of the documented subset.

Generates seeded patterns (literals, `.`, classes and negated classes with ranges, `\\d \\w \\s`
and their negations, `\\p{...}` and `\\P{...}`, escapes, groups, alternation, every quantifier, a
leading `^` and a trailing `$`) and values from an alphabet with ASCII, Latin, Cyrillic, CJK,
a combining mark, an emoji above U+FFFF, spaces and line breaks; some values are drawn from the
pattern itself so that matches are common. Python decides with `re.fullmatch(p, v, re.DOTALL |
re.ASCII)`: our `.` takes line breaks and our `\\d \\w \\s` are ASCII. Python's `re` has no
`\\p{...}`, so there a category is written as the class of the alphabet's characters in it
(Python's `unicodedata`), which is exact for values made of that alphabet.

The engine decides through the command line, as a user's spec would: one text field per
pattern (`"trim": false`) in a generated spec, one NDJSON line per value, `form-check validate
--format json --ndjson`. A value that is empty or only white space is no value to the engine
(never checked), so none is generated. Every disagreement is printed with its pattern and
value; any fails the check.

Usage: Scripts/check-pattern-reference.py FORM_CHECK [--seed S] [--patterns N] [--values M]
"""
import argparse
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Characters of stable general categories (the same in every recent Unicode version).
ALPHABET = list("abcxyzABCZ019_-. \n\téÉжЖ日٣,!$(") + ["\u0301", "\U0001F600", "\u00A0"]
CATEGORIES = ["L", "Lu", "Ll", "Lo", "N", "Nd", "P", "Po", "Pd", "S", "So", "Z", "Zs", "M", "Mn", "Cc"]
ESCAPED = ".-()[]{}*+?|^$\\/"
CLASS_ESCAPES = ["\\d", "\\w", "\\s", "\\D", "\\W", "\\S"]


def in_category(char, name):
    return unicodedata.category(char).startswith(name)


def category_chars(name, negated):
    return [c for c in ALPHABET if in_category(c, name) != negated]


def py_class_member(char):
    """A character written inside a Python class."""
    return "\\" + char if char in "\\]-[^" else char


def py_literal(char):
    return re.escape(char)


class Generator:
    def __init__(self, rng):
        self.rng = rng

    def literal_char(self):
        return self.rng.choice([c for c in ALPHABET if c not in "\n\t"] + ["é", "a", "b"])

    def atom(self, depth):
        """(ours, python, sampler): the sampler returns a random text the atom matches."""
        roll = self.rng.random()
        if roll < 0.30:
            char = self.literal_char()
            if char in ESCAPED:
                return "\\" + char, py_literal(char), lambda: char
            return char, py_literal(char), lambda: char
        if roll < 0.38:
            return ".", ".", lambda: self.rng.choice(ALPHABET)
        if roll < 0.50:
            escape = self.rng.choice(CLASS_ESCAPES)
            return escape, escape, self.sampler_for(escape)
        if roll < 0.60:
            name = self.rng.choice(CATEGORIES)
            negated = self.rng.random() < 0.3
            chars = category_chars(name, negated)
            ours = ("\\P" if negated else "\\p") + "{" + name + "}"
            python = "[" + "".join(py_class_member(c) for c in chars) + "]" if chars else "[^\\s\\S]"
            return ours, python, lambda: self.rng.choice(chars) if chars else None
        if roll < 0.80 or depth >= 3:
            return self.character_class()
        node = self.alternation(depth + 1)
        capture = self.rng.random() < 0.5
        return ("(" if capture else "(?:") + node[0] + ")", "(?:" + node[1] + ")", node[2]

    def sampler_for(self, python):
        candidates = [c for c in ALPHABET if re.fullmatch(python, c, re.DOTALL | re.ASCII)]
        return lambda: self.rng.choice(candidates) if candidates else None

    def character_class(self):
        negated = self.rng.random() < 0.25
        ours, python = [], []
        for _ in range(self.rng.randint(1, 3)):
            roll = self.rng.random()
            if roll < 0.35:
                low, high = sorted(self.rng.sample("abcxyzABZ019", 2))
                if (low.isdigit(), low.isupper()) != (high.isdigit(), high.isupper()):
                    low, high = "a", "z"
                ours.append(low + "-" + high)
                python.append(low + "-" + high)
            elif roll < 0.55:
                escape = self.rng.choice(CLASS_ESCAPES)
                ours.append(escape)
                python.append(escape)
            elif roll < 0.70:
                name = self.rng.choice(CATEGORIES)
                chars = category_chars(name, False)
                ours.append("\\p{" + name + "}")
                python.append("".join(py_class_member(c) for c in chars))
            else:
                char = self.literal_char()
                member = "\\" + char if char in "\\]-[^" else char
                ours.append(member)
                python.append(py_class_member(char))
        if negated and not "".join(python):
            negated = False
        ours_text = "[" + ("^" if negated else "") + "".join(ours) + "]"
        python_text = "[" + ("^" if negated else "") + "".join(python) + "]" if "".join(python) else "[^\\s\\S]"
        return ours_text, python_text, self.sampler_for(python_text)

    def quantified(self, depth):
        ours, python, sample = self.atom(depth)
        roll = self.rng.random()
        if roll < 0.55:
            return ours, python, sample
        quantifiers = [("*", 0, 3), ("+", 1, 3), ("?", 0, 1)]
        low = self.rng.randint(0, 3)
        high = low + self.rng.randint(0, 3)
        quantifiers += [("{%d}" % low, low, low), ("{%d,}" % low, low, low + 2), ("{%d,%d}" % (low, high), low, high)]
        text, least, most = self.rng.choice(quantifiers)
        if self.rng.random() < 0.1:
            text += "?"

        def repeated():
            parts = [sample() for _ in range(self.rng.randint(least, most))]
            return None if any(p is None for p in parts) else "".join(parts)

        return ours + text, python + text, repeated

    def sequence(self, depth):
        parts = [self.quantified(depth) for _ in range(self.rng.randint(1, 4))]

        def sample():
            texts = [p[2]() for p in parts]
            return None if any(t is None for t in texts) else "".join(texts)

        return "".join(p[0] for p in parts), "".join(p[1] for p in parts), sample

    def alternation(self, depth):
        branches = [self.sequence(depth) for _ in range(self.rng.randint(1, 3 if depth < 2 else 1))]
        return ("|".join(b[0] for b in branches), "|".join(b[1] for b in branches),
                lambda: self.rng.choice(branches)[2]())

    def pattern(self):
        ours, python, sample = self.alternation(0)
        if self.rng.random() < 0.2:
            ours, python = "^" + ours, "^(?:" + python + ")"
        if self.rng.random() < 0.2:
            ours, python = ours + "$", "(?:" + python + ")$"
        return ours, python, sample

    def values(self, sample, count):
        values = []
        for index in range(count * 3):
            if len(values) >= count:
                break
            text = sample() if index % 2 == 0 else "".join(self.rng.choice(ALPHABET) for _ in range(self.rng.randint(1, 6)))
            # At most 12 characters: Python's `re` backtracks, and nested repetitions against a
            # long value that does not match take it exponential time.
            if text is not None and len(text) <= 12 and text.strip(" \t\n\u00A0") and text not in values:
                values.append(text)
        return values


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("form_check")
    parser.add_argument("--seed", type=int, default=17)
    parser.add_argument("--patterns", type=int, default=400)
    parser.add_argument("--values", type=int, default=16)
    arguments = parser.parse_args()

    rng = random.Random(arguments.seed)
    generator = Generator(rng)
    cases = []  # (field, ours, python, value)
    fields = []
    for index in range(arguments.patterns):
        ours, python, sample = generator.pattern()
        name = f"p{index}"
        fields.append({"name": name, "type": "text", "trim": False, "pattern": ours})
        for value in generator.values(sample, arguments.values):
            cases.append((name, ours, python, value))

    with tempfile.TemporaryDirectory() as folder:
        spec_path = os.path.join(folder, "patterns.json")
        with open(spec_path, "w", encoding="utf-8") as handle:
            json.dump({"form": "patterns", "fields": fields}, handle, ensure_ascii=False, indent=1)
        lint = subprocess.run([arguments.form_check, "spec", "lint", spec_path], capture_output=True, text=True)
        if lint.returncode != 0:
            print(f"pattern reference check: the generated spec does not load:\n{lint.stderr}{lint.stdout}")
            return 1
        values_path = os.path.join(folder, "values.ndjson")
        with open(values_path, "w", encoding="utf-8") as handle:
            for name, _, _, value in cases:
                handle.write(json.dumps({name: value}, ensure_ascii=False) + "\n")
        result = subprocess.run(
            [arguments.form_check, "validate", "--spec", spec_path, "--format", "json", "--jobs", "1", "--ndjson", values_path],
            capture_output=True, text=True)
        if result.returncode not in (0, 1):
            print(f"pattern reference check: form-check failed ({result.returncode}):\n{result.stderr}")
            return 1
        reports = {}
        for line in result.stdout.splitlines():
            report = json.loads(line)
            if "line" in report:
                reports[report["line"]] = report

    disagreements = []
    matched = 0
    for number, (name, ours, python, value) in enumerate(cases, 1):
        expected = re.fullmatch(python, value, re.DOTALL | re.ASCII) is not None
        matched += expected
        report = reports.get(number)
        if report is None:
            disagreements.append(f"  line {number}: no report for {ours!r} ~ {value!r}")
            continue
        rules = [problem["rule"] for problem in report["problems"]]
        if rules not in ([], ["pattern"]):
            disagreements.append(f"  {ours!r} ~ {value!r}: unexpected problems {rules}")
            continue
        if (rules == []) != expected:
            disagreements.append(f"  {ours!r} (Python {python!r}) ~ {value!r}: Python {'matches' if expected else 'does not match'}, "
                                 f"the engine {'accepts' if rules == [] else 'refuses'}")
    print(f"pattern reference check: {len(cases)} values of {arguments.patterns} generated patterns (seed {arguments.seed}), "
          f"{matched} matching; {len(disagreements)} disagreements with Python's re")
    for line in disagreements[:40]:
        print(line)
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
