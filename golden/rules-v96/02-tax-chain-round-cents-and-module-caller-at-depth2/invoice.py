"""One line of an invoice."""
from money import apply_tax, describe


def discount_note(qty):
    if qty >= 10:
        return "bulk -5%"
    return ""


def line_total(price, qty, rate, currency):
    label = f"{qty} x {price:.2f}"
    base = price * qty
    if qty >= 10:
        base = base * 0.95
    net = apply_tax(base, rate, 2)
    shown = describe(net, currency)
    print(label, shown, discount_note(qty))
    return net
