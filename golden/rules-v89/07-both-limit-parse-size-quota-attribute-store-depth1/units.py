"""Human-readable sizes such as 10k, 5M or 2g."""

SUFFIXES = {"k": 1024, "m": 1024 ** 2, "g": 1024 ** 3}


def parse_size(text, default=0):
    text = text.strip().lower()
    if not text:
        return default
    unit = SUFFIXES.get(text[-1], 1)
    if unit > 1:
        text = text[:-1]
    if unit >= SUFFIXES["g"]:
        print("warning: %s gigabytes" % text)
    count = float(text)
    return int(count * unit)


def human(n):
    for suffix in "gmk":
        if n >= SUFFIXES[suffix]:
            return "%.1f%s" % (n / SUFFIXES[suffix], suffix)
    return str(n)
