"""Invoice totals computed from price strings."""
from money import Money

ITEMS = ["19.99 eur", "5.01 EUR", "0.5 EUR", "3 chf"]
DISCOUNT = 0.1


def subtotal(lines):
    total = Money.parse("0.00 EUR")
    for line in lines:
        price = Money.parse(line)
        total = total.plus(price)
    return total


def summary(lines, discount):
    total = subtotal(lines)
    preview = total.scaled(1 - discount)
    print("after discount:", preview.format())
    text = total.format()
    return text


if __name__ == "__main__":
    print(summary(ITEMS, DISCOUNT))
