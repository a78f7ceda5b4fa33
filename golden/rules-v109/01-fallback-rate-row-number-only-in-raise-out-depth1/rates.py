"""Parsing of percentage rates typed into spreadsheet cells."""


def parse_rate(text, row_no):
    cleaned = text.strip().rstrip("%")
    if not cleaned.replace(".", "", 1).isdigit():
        raise ValueError(f"row {row_no}: not a rate: {text!r}")
    value = float(cleaned) / 100
    if value > 1:
        raise ValueError(f"row {row_no}: rate above 100%: {text!r}")
    return value


def format_rate(value):
    return f"{value * 100:.1f}%"


def parse_many(texts, first_row):
    rates = {}
    for offset, text in enumerate(texts):
        try:
            rates[text] = parse_rate(text, first_row + offset)
        except ValueError as err:
            rates[text] = str(err)
    return rates
