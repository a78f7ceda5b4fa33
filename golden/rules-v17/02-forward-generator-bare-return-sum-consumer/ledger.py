"""Amounts read from a ledger export, up to its end marker."""


def to_cents(text):
    whole, _, frac = text.partition(".")
    return int(whole) * 100 + int((frac + "00")[:2])


def parse_amount(text):
    cleaned = text.replace(",", "").lstrip("$")
    return to_cents(cleaned)


def amounts(lines, marker):
    seen = 0
    for raw in lines:
        text = raw.strip()
        if not text or text.startswith("#"):
            continue
        if text == marker:
            return
        seen += 1
        yield parse_amount(text)
    print("no end marker after", seen, "lines")
