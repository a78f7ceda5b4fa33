"""Sort a shelf of prices and show the cheapest items first."""

from money import Money

SHELF = [
    Money(450, "EUR", "Tea"),
    Money(1299, "EUR", "Kettle"),
    Money(450, "EUR", "coffee"),
    Money(275, "EUR", "Cake"),
]


def cheapest_first(items):
    ordered = sorted(items)
    return ordered


def main():
    for price in cheapest_first(SHELF):
        print(price)
    pair = SHELF[0] + SHELF[3]
    print("tea and cake ->", pair)
    print("tea costs the same as coffee:", SHELF[0] == SHELF[2])
    print("kettle under 10 EUR:", SHELF[1] < Money(1000, "EUR", "limit"))
    print("cake cheaper than kettle:", SHELF[3] < SHELF[1])
    cheap = [p for p in SHELF if p < Money(500, "EUR", "limit")]
    print("items under 5 EUR:", len(cheap))


if __name__ == "__main__":
    main()
