"""Receipts built with chained calls."""

CURRENCY = "EUR"


def money(cents):
    return "%d.%02d %s" % (cents // 100, cents % 100, CURRENCY)


class Receipt:
    def __init__(self, store, tax_rate):
        self.store = store
        self.tax_rate = tax_rate
        self.lines = []

    def add(self, name, cents):
        self.lines.append((name, cents))
        return self

    def note(self, text):
        print("note:", text)
        return self

    def render(self):
        subtotal = sum(c for _, c in self.lines)
        tax = round(subtotal * self.tax_rate)
        head = self.store.upper()
        return head + ": " + money(subtotal + tax)
