"""csvsum: sum a small price list given on the command line or built in."""

import sys

from fmt import banner, summary, table
from table import cheapest, load_rows, parse_number, totals

SAMPLE = [
    "name;price;qty",
    "tea;$3.50;2",
    "jam;;1",
    "bread;2.25;3",
    "broken row",
    "cheese;$1,250.00;1",
]


def option(argv, name, default):
    for arg in argv:
        if arg.startswith(name + "="):
            return arg[len(name) + 1:]
    return default


def self_check():
    lines = ["name,price,qty", "tea,$3.50,2", "jam,,1"]
    rows = load_rows(lines, ",", True)
    ok = rows[0]["price"] == 3.5 and rows[1]["price"] == 0.0
    print("self-check", "ok" if ok else "FAILED")
    return ok


def run(argv, lines):
    sep = option(argv, "--sep", ";")
    verbose = "-v" in argv
    if "--check" in argv:
        self_check()
        return
    limit = parse_number(option(argv, "--limit", "1000000"), 1000000.0, "limit")
    rows = load_rows(lines, sep, verbose)
    print(banner("csvsum", 30))
    print(table(rows, 12))
    print(summary(totals(rows, limit), cheapest(rows)))


if __name__ == "__main__":
    run(sys.argv[1:], SAMPLE)
