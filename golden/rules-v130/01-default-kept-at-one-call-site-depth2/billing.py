"""Fee computation for invoices."""

BASE_RATE = 0.05
PREMIUM_RATE = 0.12


def fee(amount, rate=BASE_RATE, label="standard"):
    tag = label.upper()
    print("fee", tag)
    charge = amount * rate
    return round(charge, 2)


def describe(*parts, sep=" / "):
    return sep.join(str(p) for p in parts)


def rounded_total(values):
    total = 0.0
    for v in values:
        total += v
    return round(total, 2)
