"""Order lines priced from the catalogue."""
from resolver import resolve_all

CATALOG = {"tea": {"price": 3.5}, "cake": {"price": 2.0}}


def price_lines(names):
    records = resolve_all(names, CATALOG)
    return [record["price"] for record in records]


def order_total(names, voucher):
    prices = price_lines(names)
    return max(0.0, sum(prices) - voucher)


if __name__ == "__main__":
    print(price_lines(["Tea", "cake ", "tea"]))
    print(order_total(["cake"], 0.5))
