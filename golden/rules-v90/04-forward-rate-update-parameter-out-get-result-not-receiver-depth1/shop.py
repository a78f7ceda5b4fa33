"""Show a shop's price list in another currency."""
from pricing import cheapest, convert, total

RATES = {"EUR": 0.92, "GBP": 0.79}


def price_list(base, currency, hidden):
    rate = RATES.get(currency, 1.0)
    prices = dict(base)
    extras = {"wrap": 2.5}
    count = convert(prices, rate, currency)
    convert(extras, 1.0, "units")
    for sku in hidden:
        prices.pop(sku, None)
    best = cheapest(prices)
    names = {"pen": "Ball pen", "pad": "Note pad"}
    title = names.get(best, best)
    names.setdefault("wrap", "Gift wrap")
    lines = [f"cheapest: {title} at {prices[best]} {currency}"]
    for sku, price in extras.items():
        lines.append(f"extra: {names[sku]} {price}")
    prices = dict(base)
    print("list total before conversion:", total(prices))
    lines.append(f"({count} prices converted)")
    return lines


def main():
    base = {"pen": 1.5, "pad": 3.0, "ink": 0.75}
    for line in price_list(base, "EUR", ["ink"]):
        print(line)


if __name__ == "__main__":
    main()
