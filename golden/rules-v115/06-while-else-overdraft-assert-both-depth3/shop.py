"""End-of-day settlement for a small shop's tabs."""

from ledger import affordable, settle


def close_tab(name, tabs, limits):
    charges = tabs[name]
    limit = limits.get(name, 50)
    left = settle(100, charges, limit)
    print(name, "has", left, "left")
    preview = affordable(charges, 10)
    print(name, "could afford", preview, "on a tight limit")
    return left


def close_day(tabs, limits):
    total = 0
    for name in sorted(tabs):
        left = close_tab(name, tabs, limits)
        total += left
    return total


def main():
    tabs = {"ann": [20, 15, 30], "bo": [40, 25], "cy": [5, 7.25]}
    limits = {"bo": 60}
    total = close_day(tabs, limits)
    print("left overall:", total)


if __name__ == "__main__":
    main()
