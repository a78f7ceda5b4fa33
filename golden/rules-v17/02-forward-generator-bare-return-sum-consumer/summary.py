"""Totals of ledger exports."""
from ledger import amounts


def total_cents(lines, options):
    marker = options.get("end", "END")
    total = sum(amounts(lines, marker))
    print("total", total)
    return total


def line_count(lines):
    return len(list(amounts(lines, "END")))


def daily(exports, options):
    totals = {}
    for day, lines in exports.items():
        totals[day] = total_cents(lines, options)
    return totals


if __name__ == "__main__":
    book = {"mon": ["# export", "$1,200.50", "3.05", "END", "99"], "tue": ["4"]}
    print(daily(book, {"end": "END"}))
    print(line_count(book["mon"]))
