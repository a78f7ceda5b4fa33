"""Amount formatting with a process-wide currency, as locale-style modules keep it."""

_symbol = "$"
_formatted = 0


def _code(text):
    return text.strip().upper()


def normalize_symbol(text):
    if len(text) > 1:
        return _code(text) + " "
    return text


def set_currency(text):
    global _symbol
    previous = _symbol
    _symbol = normalize_symbol(text)
    return previous


def fmt(amount):
    global _formatted
    _formatted += 1
    return "%s%.2f" % (_symbol, amount)


def formatted_count():
    return _formatted
