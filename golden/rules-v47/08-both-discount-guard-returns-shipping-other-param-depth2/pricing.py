"""Price arithmetic for a shop checkout."""

VAT = {"de": 0.19, "fr": 0.20, "nl": 0.21}
CODES = {"SPRING": 0.10, "VIP": 0.25}
FREE_SHIPPING = 50.0


def discounted(amount, code):
    if code not in CODES:
        return amount
    cut = CODES[code]
    print("code", code, "saves", round(amount * cut, 2))
    return round(amount * (1 - cut), 2)


def shipping_for(amount, country):
    if country not in VAT:
        return 15.0
    if amount >= FREE_SHIPPING:
        return 0.0
    return 4.9


def with_vat(amount, country):
    rate = VAT.get(country, 0.0)
    return round(amount * (1 + rate), 2)


def boxed(text):
    edge = "+" + "-" * (len(text) + 2) + "+"
    return "\n".join([edge, "| " + text + " |", edge])
