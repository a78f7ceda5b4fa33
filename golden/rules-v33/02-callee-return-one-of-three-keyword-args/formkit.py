"""Coercion of submitted form fields, in the style of a small validation library."""
LIMITS = {"qty": (1, 99), "age": (0, 150)}


def note_error(errors, field, message):
    errors.append("%s: %s" % (field, message))
    return len(errors)


def to_int(raw, field="value", errors=None):
    text = str(raw).strip()
    if errors is not None and not text.isdigit():
        note_error(errors, field, "not a number")
    value = int(text) if text.isdigit() else 0
    return value


def in_range(value, field, errors):
    low, high = LIMITS.get(field, (0, 10 ** 6))
    if value < low or value > high:
        note_error(errors, field, "out of range")
    return min(max(value, low), high)
