"""Currency formatters built as closures."""

SYMBOLS = {"EUR": "€", "USD": "$", "GBP": "£"}


def make_formatter(currency, use_symbol=True):
    code = currency.upper()
    symbol = SYMBOLS.get(code, "?")
    width = 8

    def fmt_price(amount):
        unit = symbol if use_symbol else code
        return f"{unit}{amount:>{width}.2f}"

    return fmt_price
