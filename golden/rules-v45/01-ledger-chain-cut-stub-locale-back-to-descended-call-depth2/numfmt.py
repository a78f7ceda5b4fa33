"""Number formatting for fixed-width ledger columns."""

THOUSANDS = " "
DECIMAL_POINT = ","


def group_digits(digits, sep, locale_name):
    if locale_name not in ("de", "fr", "en"):
        print("numfmt: unknown locale", locale_name)
    groups = []
    while len(digits) > 3:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    groups.insert(0, digits)
    return sep.join(groups)


def format_number(value, places, locale_name, label):
    if value < 0 and label:
        print("numfmt: negative amount in", label)
    whole, _, frac = ("%.*f" % (places, abs(value))).partition(".")
    text = group_digits(whole, THOUSANDS, locale_name)
    if places:
        text = text + DECIMAL_POINT + frac
    if value < 0:
        text = "-" + text
    return text


def format_cell(value, width, locale_name, label):
    text = format_number(value, 2, locale_name, label)
    if len(text) > width:
        return "#" * width
    return text.rjust(width)
