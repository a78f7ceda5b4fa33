"""Helpers that read the text of one cell."""


def is_formula(text):
    return text.startswith("=")


def split_refs(text):
    body = text[1:]
    return [part.strip() for part in body.split("+")]


def parse_number(text):
    cleaned = text.replace(",", "")
    if cleaned.startswith("="):
        return 0
    return int(cleaned)


def column_of(ref):
    return ref[0]


def row_of(ref):
    return int(ref[1:])
