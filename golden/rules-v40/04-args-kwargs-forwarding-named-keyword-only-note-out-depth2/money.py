"""Money formatting helpers, with wrappers that forward their arguments."""

SYMBOLS = {"EUR": "EUR ", "USD": "$", "GBP": "GBP "}


def format_amount(value, currency, places=2, grouping=True):
    symbol = SYMBOLS.get(currency, currency + " ")
    if grouping:
        number = f"{value:,.{places}f}"
    else:
        number = f"{value:.{places}f}"
    return f"{symbol}{number}"


def cell(key, value, *args, width=14, note=None, **kwargs):
    if note:
        print(f"{key}: {note}")
    text = format_amount(value, *args, **kwargs)
    return text.rjust(width)


def total_cell(amounts, *args, **kwargs):
    total = sum(amounts)
    return cell("total", total, *args, **kwargs)
