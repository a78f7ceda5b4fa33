"""Plain-text summaries of an accounting period."""
from fmt import cell, integer


def summary(totals, digits):
    width = 8 + digits
    count = integer(totals["entries"])
    net = cell("net", totals["net"], width=width)
    tax = cell("tax", totals["tax"])
    title = ("%s entries" % count.strip()).rjust(12 + width)
    return "\n".join([title, net, tax])


def period_report(periods, digits=3):
    blocks = []
    for name, totals in periods:
        blocks.append(name.upper() + "\n" + summary(totals, digits))
    return "\n\n".join(blocks)


if __name__ == "__main__":
    print(period_report([("q1", {"entries": 1234, "net": 15250.5, "tax": 3202.6}), ("q2", {"entries": 87, "net": 910.0, "tax": 191.1})]))
