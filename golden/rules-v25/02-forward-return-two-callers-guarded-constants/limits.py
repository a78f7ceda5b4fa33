"""Size limits read from a service's settings."""

UNITS = {"k": 1024, "m": 1024 * 1024, "g": 1024 ** 3}


def parse_size(text):
    text = text.strip().lower()
    if text and text[-1] in UNITS:
        return int(text[:-1]) * UNITS[text[-1]]
    return int(text)


def body_limit(settings):
    raw = settings.get("max_body", "1m")
    limit = parse_size(raw)
    floor = parse_size(settings.get("min_body", "0"))
    if limit < floor:
        print("max_body below min_body, using", floor)
        limit = floor
    return limit
