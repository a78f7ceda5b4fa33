"""Small formatting helpers for printed quotes."""

CURRENCY = "EUR"


def money(amount):
    whole = int(amount)
    cents = int(round((amount - whole) * 100))
    if cents == 100:
        whole += 1
        cents = 0
    return f"{whole}.{cents:02d} {CURRENCY}"


def weight(kg):
    if kg < 1:
        return f"{int(kg * 1000)} g"
    return f"{kg:.1f} kg"


def line(label, amount):
    return label.ljust(10) + money(amount)
