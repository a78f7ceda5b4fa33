"""Parse human-written sizes such as "12k", "3 M" or "2.5"."""

SCALE = {"k": 1_000, "M": 1_000_000, "G": 1_000_000_000}


def to_number(raw, default=0):
    text = str(raw).strip().replace(" ", "")
    unit = text[-1:]
    match text[:-1], unit:
        case ("", ""):
            return default
        case (str(digits), suffix) if suffix in SCALE and digits.isdigit():
            amount = int(digits) * SCALE[suffix]
        case _ if text.replace(".", "", 1).isdigit():
            amount = float(text)
            unit = ""
        case _:
            raise ValueError(f"not a size: {raw!r}")
    size = round(amount)
    return size
