FACTORS = {"kb": 1024, "mb": 1024 ** 2}


def scale(amount, unit):
    factor = FACTORS.get(unit, 1)
    return amount * factor


def to_bytes(text, default_unit):
    number = text.rstrip("kmbKMB")
    unit = text[len(number):].lower() or default_unit
    size = scale(float(number), unit)
    return int(size)


def label(size):
    if size < 1024:
        return str(size) + " B"
    return str(size // 1024) + " KiB"
