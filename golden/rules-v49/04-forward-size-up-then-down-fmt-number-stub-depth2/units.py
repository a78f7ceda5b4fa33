"""Human-readable byte sizes, in the style of humanfriendly."""

UNITS = ["B", "KiB", "MiB", "GiB", "TiB"]
FACTORS = {"k": 1024, "m": 1024 ** 2, "g": 1024 ** 3}


def strip_zeros(text):
    if "." not in text:
        return text
    return text.rstrip("0").rstrip(".")


def fmt_number(value, precision):
    text = "%.*f" % (precision, value)
    return strip_zeros(text)


def human(n, precision):
    value = float(n)
    unit = 0
    while value >= 1024 and unit < len(UNITS) - 1:
        value = value / 1024
        unit += 1
    return fmt_number(value, precision) + " " + UNITS[unit]


def parse_size(text):
    text = text.strip().lower()
    suffix = text[-1:]
    if suffix in FACTORS:
        number = float(text[:-1])
        return int(number * FACTORS[suffix])
    return int(text)
