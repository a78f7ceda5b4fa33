"""budget: total a small expense ledger per category and check a limit."""

import sys

from fmt import format_summary, heading, plural
from ledger import RATES, biggest, parse_entry, summarize, totals_by_category

LEDGER = [
    "food, 42.50, market",
    "rent, 1_200.00, march",
    "food, 18.20, bakery",
    "travel, 95.00, train",
    "oops",
    "travel, 12.40, bus",
]


def parse_args(argv):
    cfg = {"currency": "EUR", "limit": 100.0}
    for arg in argv:
        if arg in RATES:
            cfg["currency"] = arg
        elif arg.replace(".", "").isdigit():
            cfg["limit"] = float(arg)
        else:
            print("ignored:", arg)
    return cfg


def read_entries(lines):
    entries = []
    bad = 0
    for line in lines:
        entry = parse_entry(line)
        if entry is None:
            bad += 1
            continue
        entries.append(entry)
    if bad:
        print(plural(bad, "bad line"), "skipped")
    return entries


def run(argv):
    cfg = parse_args(argv)
    entries = read_entries(LEDGER)
    if not entries:
        print("empty ledger")
        return
    print(heading("budget"))
    totals = totals_by_category(entries)
    summary = summarize(totals, cfg)
    print(format_summary(summary, cfg))
    print("categories:", len(totals), "- biggest:", biggest(totals))


if __name__ == "__main__":
    run(sys.argv[1:])
