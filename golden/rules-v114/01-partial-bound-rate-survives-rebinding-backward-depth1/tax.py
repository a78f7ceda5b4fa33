"""Tax helpers for the checkout demo."""


def tax_rate(region):
    rates = {"EU": 0.2, "UK": 0.175, "US": 0.07}
    if region not in rates:
        print("unknown region", region, "- charging no tax")
        return 0.0
    return rates[region]


def add_tax(rate, amount):
    cents = round(amount * 100)
    taxed = cents + round(cents * rate)
    return taxed / 100


def discount_rate(coupon):
    if coupon == "HALF":
        return 0.5
    if coupon.startswith("SAVE"):
        return int(coupon[4:]) / 100
    return 0.0
