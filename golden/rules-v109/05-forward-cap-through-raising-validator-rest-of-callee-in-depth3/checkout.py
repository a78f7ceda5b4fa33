"""Checkout totals and the end-of-day report."""
from discounts import discount_for, loyalty_bonus


def checkout(cart, code, points):
    subtotal = sum(price * qty for price, qty in cart)
    cap = subtotal * 0.3
    try:
        off, note = discount_for(code, subtotal, cap)
    except KeyError:
        off, note = 0.0, f"{code} unknown"
    bonus = loyalty_bonus(points)
    total = subtotal - off - bonus
    shipping = 0.0 if total >= 50 else 4.95
    return round(total + shipping, 2), note


def daily_report(baskets):
    lines = []
    revenue = 0.0
    for cart, code, points in baskets:
        paid, note = checkout(cart, code, points)
        revenue += paid
        lines.append(f"{paid:8.2f}  {note}")
    lines.append(f"{revenue:8.2f}  total")
    return "\n".join(lines)


if __name__ == "__main__":
    baskets = [
        ([(12.0, 2), (30.0, 1)], "SAVE10", 120),
        ([(8.0, 5)], "HALF", 0),
        ([(15.0, 2)], "NOPE", 900),
    ]
    print(daily_report(baskets))
