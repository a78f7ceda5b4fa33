"""Invoice totals."""
from money import round_cents

SHIPPING_FLAT = 4.9


def line_total(qty, unit_price, discount=0.0):
    gross = qty * unit_price
    net = round_cents(gross * (1 - discount))
    return net


def tax_for(subtotal, rate):
    tax = round_cents(subtotal * rate)
    return tax


def invoice_totals(lines, rate):
    subtotal = 0.0
    for qty, price, disc in lines:
        subtotal += line_total(qty, price, disc)
    tax = tax_for(subtotal, rate)
    shipping = round_cents(SHIPPING_FLAT * len(lines))
    total = subtotal + tax
    return {"subtotal": subtotal, "tax": tax, "shipping": shipping, "total": total}
