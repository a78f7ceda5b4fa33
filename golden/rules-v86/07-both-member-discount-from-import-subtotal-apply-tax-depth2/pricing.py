"""Basket arithmetic shared by the till and the web shop."""


def line_total(price, qty):
    return price * qty


def subtotal(items):
    total = 0.0
    count = 0
    for name, price, qty in items:
        total += line_total(price, qty)
        count += qty
    print(f"{count} items")
    return total


def apply_tax(amount, rate, step):
    taxed = amount * (1 + rate)
    steps = round(taxed / step)
    label = f"incl. {rate:.0%} tax"
    print(label)
    return steps * step
