"""Net prices for spreadsheet rows; an unreadable discount falls back to the default."""
from rates import format_rate, parse_rate

DEFAULT_RATE = 0.05
SKIPPED = []


def net_price(gross, rate_text, row_no):
    try:
        rate = parse_rate(rate_text, row_no)
    except ValueError:
        SKIPPED.append(row_no)
        rate = DEFAULT_RATE
    net = gross * (1 - rate)
    return round(net, 2)


def price_rows(rows, tax_text, first_row):
    tax = parse_rate(tax_text, first_row - 1)
    prices = []
    for offset, row in enumerate(rows):
        row_no = first_row + offset
        gross = float(row["gross"])
        price = net_price(gross, row["discount"], row_no)
        prices.append(round(price * (1 + tax), 2))
    return prices


def quote(amount, code):
    price = net_price(amount, code, row_no=0)
    return f"{amount:.2f} less {code} = {price:.2f}"


if __name__ == "__main__":
    sheet = [
        {"gross": "100", "discount": "10%"},
        {"gross": "80", "discount": "n/a"},
        {"gross": "50", "discount": "150"},
    ]
    print(price_rows(sheet, "20%", 2))
    print(quote(40.0, "12.5%"))
    print("skipped rows:", SKIPPED, "default", format_rate(DEFAULT_RATE))
