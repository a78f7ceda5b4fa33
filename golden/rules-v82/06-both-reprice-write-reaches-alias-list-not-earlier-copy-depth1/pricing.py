"""Apply the season's markups to a price list and report the rise."""
import sys

from catalog import Product, reprice, total


def update(products, markups):
    history = []
    changed = reprice(products, markups, history)
    old = total(history)
    new = total(changed)
    print(len(changed), "of", len(products), "repriced")
    return round(new - old, 2)


def main(argv):
    bump = float(argv[0]) if argv else 0.1
    products = [Product("tea", 4.0, "EUR"), Product("mug", 9.5, "EUR"), Product("pot", 20.0, "EUR")]
    markups = {"tea": bump, "pot": 0.25}
    print("price rise", update(products, markups))


if __name__ == "__main__":
    main(sys.argv[1:])
