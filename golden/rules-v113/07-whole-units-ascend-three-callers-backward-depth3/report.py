"""Print an invoice: one tag per item, then the summary rows."""

from fmt import format_row, price_tag
from money import Money


def item_lines(priced, width):
    out = []
    for name, cents in priced:
        tag = price_tag(name, cents)
        out.append(tag.rjust(width))
    return out


def summary_rows(subtotal_cents, tax_cents, width):
    total_cents = subtotal_cents + tax_cents
    pairs = [("Subtotal", subtotal_cents), ("VAT", tax_cents), ("Total", total_cents)]
    rows = []
    for label, cents in pairs:
        line = format_row(label, cents, width)
        rows.append(line)
    return rows


def print_invoice(items, rate, width):
    priced = []
    sub = None
    for name, unit, qty in items:
        cost = unit * qty
        priced.append((name, cost.cents))
        sub = cost if sub is None else sub + cost
    tax = sub * rate
    shipping = Money(495)
    if len(items) > 2:
        print("bulk order, shipping", shipping, "waived")
    for text in item_lines(priced, width):
        print(text)
    rows = summary_rows(sub.cents, tax.cents, width)
    for text in rows:
        print(text)


if __name__ == "__main__":
    order = [("Tea", Money(450), 2), ("Refund", Money(-1200), 1), ("Cake", Money(275), 3)]
    print_invoice(order, 0.2, 28)
