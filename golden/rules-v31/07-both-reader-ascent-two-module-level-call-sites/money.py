"""Money formatting with process-wide settings, in the manner of the locale module."""

precision = 2
separator = ","


def set_precision(digits):
    global precision
    if 0 <= digits <= 6:
        precision = digits


def set_separator(sep):
    global separator
    separator = sep


def _group(whole, sep):
    head = whole[:len(whole) % 3 or 3]
    rest = [whole[i:i + 3] for i in range(len(head), len(whole), 3)]
    return sep.join([head] + rest)


def amount(value, unit):
    text = "%.*f" % (precision, abs(value))
    whole, _, frac = text.partition(".")
    grouped = _group(whole, separator)
    sign = "-" if value < 0 else ""
    return "%s%s%s %s" % (sign, grouped, "." + frac if frac else "", unit)
