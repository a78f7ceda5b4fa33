"""Charging customers."""
from invoice import invoice_totals


def bill(customer, lines):
    totals = invoice_totals(lines, customer.tax_rate)
    amount = totals["total"]
    if amount <= 0:
        return None
    return {"customer": customer.id, "amount": amount, "currency": customer.currency}
