"""Small text helpers."""


def shorten(text, limit):
    if len(text) <= limit:
        return text
    return text[: limit - 1] + "~"
