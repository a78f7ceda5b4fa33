"""Order-line totals with the best applicable promotion."""
from pricing import BuyNGetOne, Fixed, Percent, discount


def best_discount(line, rules):
    price = line["price"]
    qty = line["qty"]
    best = 0.0
    label = "none"
    for rule in rules:
        off, note = discount(rule, price, qty)
        if off > best:
            best = off
            label = note
    return best, label


def line_total(line, rules):
    best, label = best_discount(line, rules)
    total = round(line["price"] * line["qty"] - best, 2)
    return total, label


def demo():
    rules = [Percent(10, cap=5.0), Fixed(1.5, per_unit=True), Fixed(0.5), BuyNGetOne(3)]
    print(line_total({"price": 2.0, "qty": 8}, rules))
    print(line_total({"price": 40.0, "qty": 1}, rules))
    print(line_total({"price": 9.0, "qty": 12}, rules[2:]))


if __name__ == "__main__":
    demo()
