"""Parsing helpers for key=value settings strings."""


def parse_pairs(text):
    pairs = {}
    for item in text.split(";"):
        key, _, value = item.partition("=")
        if key.strip():
            pairs[key.strip()] = value.strip()
    return pairs


def to_seconds(text):
    number = int(text[:-1])
    unit = text[-1]
    if unit == "m":
        number = number * 60
    return number
