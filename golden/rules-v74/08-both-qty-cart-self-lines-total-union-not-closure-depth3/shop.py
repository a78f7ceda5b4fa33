"""Turn order lines like 'apple x3' into a priced cart."""
import cart

PRICES = {"apple": 0.5, "pear": 0.75, "bag": 0.1}


def parse_qty(text):
    word = text.strip().lower()
    if word.startswith("x"):
        word = word[1:]
    return int(word) if word.isdigit() else 1


def fill(order_lines, owner):
    basket = cart.Cart(owner)
    basket.add("bag", 1)
    print(basket.label())
    for line in order_lines:
        sku, _, rest = line.partition(" ")
        qty = parse_qty(rest)
        added = basket.add(sku, qty)
        if not added:
            print("skipped", line)
    return basket.total(PRICES)


def rule(width):
    return "=" * width


def framed(text):
    bar = rule(len(text))
    return bar + "\n" + text + "\n" + bar


def checkout(order_lines):
    due = fill(order_lines, "ann")
    return "due %.2f" % due


if __name__ == "__main__":
    print(framed(checkout(["apple x3", "pear 12", "plum x0"])))
