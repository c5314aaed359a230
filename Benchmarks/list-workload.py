#!/usr/bin/env python3
"""Writes an NDJSON batch of "book a jump time" submissions (Specs/book-jump.json): a list-heavy
workload, each line with 1 to 10 jumpers, about a fifth of them with a problem (a minor without a
guardian, a repeated name, a bad promo code, too many jumpers).

    python3 Benchmarks/list-workload.py 100000 /tmp/bench/jump-100k.ndjson [--jumpers N] [--seed S]

--jumpers N gives every line exactly N jumpers (for the growth figure: the cost per line should
grow linearly with N).
"""
import argparse
import json
import random

NAMES = ["Ann", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kai", "Lu", "Mo", "Ned"]


def submission(rng, jumpers):
    count = jumpers or rng.randint(1, 10)
    people = []
    for position in range(count):
        group = rng.choice(["adult", "adult", "teen", "child"])
        person = {"name": f"{rng.choice(NAMES)} {position}", "ageGroup": group}
        if group != "adult":
            person["guardian"] = "Pat Smith"
        people.append(person)
    body = {
        "park": rng.choice(["north", "south", "harbour"]),
        "jumpDate": f"2026-12-{rng.randint(1, 28):02d}",
        "jumpers": people,
        "waiver": True,
    }
    if rng.random() < 0.3:
        body["reminder"] = True
        body["phone"] = "+1 415 555 0100"
    if rng.random() < 0.4:
        body["promoCode"] = "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(6))
    fault = rng.random()
    if fault < 0.06:
        people[-1] = {"name": people[-1]["name"], "ageGroup": "child"}  # a minor without a guardian
    elif fault < 0.12 and count > 1:
        people[-1]["name"] = people[0]["name"]  # a repeated name
    elif fault < 0.16:
        body["promoCode"] = "jump!!"
    elif fault < 0.20 and not jumpers:
        body["jumpers"] = people + [{"name": "Extra", "ageGroup": "adult"}] * 10  # over maxItems
    return body


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("count", type=int)
    parser.add_argument("path")
    parser.add_argument("--jumpers", type=int, default=0)
    parser.add_argument("--seed", type=int, default=11)
    options = parser.parse_args()
    rng = random.Random(options.seed)
    with open(options.path, "w") as out:
        for _ in range(options.count):
            out.write(json.dumps(submission(rng, options.jumpers), separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
