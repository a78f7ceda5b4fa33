"""Price strings with an optional currency prefix, and amount formatting."""

DEFAULT_CODE = "EUR"


def parse_price(raw, scale):
    text = raw.strip().upper()
    if text[:3].isalpha():
        code = text[:3]
        digits = text[3:]
    else:
        code = DEFAULT_CODE
        digits = text
    amount = float(digits.replace(",", "")) * scale
    return amount, code


def group(whole):
    return "{:,}".format(whole).replace(",", " ")


def fmt_amount(value, places):
    whole = int(value)
    cents = round((value - whole) * 10 ** places)
    return "%s.%0*d" % (group(whole), places, cents)
