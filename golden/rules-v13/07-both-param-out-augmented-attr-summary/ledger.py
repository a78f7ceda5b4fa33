"""Accumulate invoice amounts into a totals object."""


class Totals:
    def __init__(self, currency):
        self.currency = currency
        self.amount = 0
        self.count = 0


def tally(acc, invoices, rate, skipped):
    for inv in invoices:
        if inv.get("void"):
            skipped.append(inv["id"])
            continue
        acc.amount += inv["net"] * rate
        acc.count += 1
    return len(invoices)
