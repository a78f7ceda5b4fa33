"""Column totals of a small CSV export."""
import sys

from tabular import core
from tabular import load
from tabular import number

SAMPLE = ["# exported 2024-05-01", 'item,"amount",tax', "", '"pen", 1.50 ,0.30', '"ink","2.25",0.45']


def heading(text):
    return text.strip().title()


def column_total(lines, index):
    rows = load(lines)
    header = heading(rows[0][index])
    total = 0.0
    for row in rows[1:]:
        total += core.number(row[index])
    print(header, "over", len(rows) - 1, "rows")
    return total


def main(argv):
    index = int(argv[0]) if argv else 1
    budget = number(argv[1]) if len(argv) > 1 else 10.0
    total = column_total(SAMPLE, index)
    print("total %.2f of budget %.2f" % (total, budget))
    if total > budget:
        print("over budget by %.2f" % (total - budget))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
