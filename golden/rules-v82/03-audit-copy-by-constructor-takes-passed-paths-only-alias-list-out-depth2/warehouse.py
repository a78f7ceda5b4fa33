"""Apply a day's stock movements and print the audit trail."""
import sys

from stock import Item, adjust


def audit_lines(audit):
    lines = []
    for copy in audit:
        lines.append("%s: %d @ %s" % (copy.sku, copy.qty, copy.location))
    return lines


def apply_day(items, moves):
    audit = []
    deltas = dict(moves)
    changed = adjust(items, deltas, audit)
    trail = audit_lines(audit)
    print(len(changed), "items changed, now", [i.qty for i in changed])
    return trail


def main(argv):
    items = [Item("bolt", 40, "a1"), Item("nut", 15, " b2"), Item("gear", 3, "c3")]
    moves = [("nut", int(argv[0]))] if argv else [("bolt", -5), ("gear", 10)]
    for line in apply_day(items, moves):
        print(line)


if __name__ == "__main__":
    main(sys.argv[1:])
