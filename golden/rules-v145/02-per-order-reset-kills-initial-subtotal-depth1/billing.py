"""Invoice totals for a batch of orders."""


def invoice_totals(orders, tax_rate):
    """Return one taxed total per order, in order."""
    subtotal = 0.0
    totals = []
    line_count = 0
    for order in orders:
        subtotal = 0.0
        for line in order["lines"]:
            subtotal += line["qty"] * line["price"]
            line_count += 1
        totals.append(round(subtotal * (1 + tax_rate), 2))
    print("lines billed:", line_count)
    return totals


def largest_invoice(totals):
    """Index and amount of the largest invoice, or None for no invoices."""
    best = None
    for index, amount in enumerate(totals):
        if best is None or amount > best[1]:
            best = (index, amount)
    return best
