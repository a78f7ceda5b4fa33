"""Ledger summaries."""
from ledger import total_of


def summary(lines, mode):
    lenient = mode != "strict"
    header = "mode=%s" % mode
    amount = total_of(lines, lenient)
    return "%s total=%.2f" % (header, amount)


def strict_summary(text):
    lines = text.splitlines()
    return summary(lines, "strict")


def quick_total(lines):
    return total_of(lines, True)
