"""Totals of ledger lines, some of them unparseable."""


def strip_currency(text):
    return text.replace("EUR", "").replace("$", "").strip()


def parse_amount(raw):
    text = strip_currency(raw)
    if not text:
        raise ValueError("empty amount")
    return float(text)


def total_of(lines, lenient):
    total = 0.0
    bad = 0
    for raw in lines:
        try:
            value = parse_amount(raw)
        except ValueError:
            bad += 1
            if not lenient:
                continue
            value = 0.0
        total += value
    print("unparsed lines:", bad)
    return total
