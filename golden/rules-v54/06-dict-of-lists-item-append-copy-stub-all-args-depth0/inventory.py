"""Index an inventory by category and by supplier."""
import sys

from grouping import group_into

ITEMS = [{"id": 1, "cat": "Tools", "sup": "acme"}, {"id": 2, "cat": "tools "}, {"id": 3, "cat": "Paint", "sup": "Acme"}, {"id": 4, "cat": ""}]


def index(items, verbose):
    by_cat = {"paint": [0]}
    fresh = group_into(by_cat, items, "cat", verbose)
    by_sup = {}
    group_into(by_sup, items, "sup", False)
    print("added, grown:", fresh)
    return by_cat, by_sup


def main(argv):
    cats, sups = index(ITEMS, "-v" in argv)
    print(cats)
    print(sups)


if __name__ == "__main__":
    main(sys.argv[1:])
