"""Text normalisation for form input."""


def clean(value, lower=True):
    value = value.strip()
    if lower:
        value = value.lower()
    return " ".join(value.split())


def truncate(value, limit):
    if len(value) <= limit:
        return value
    return value[:limit - 1] + "\u2026"
