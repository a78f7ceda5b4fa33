"""Expense report: convert each expense to the display currency."""

import sys

from fx import convert, rate_for


def home_currency(argv):
    for arg in argv:
        if arg.startswith("--home="):
            return arg[len("--home="):]
    return "EUR"


def totals(expenses, currency):
    lines = []
    total = 0.0
    for name, amount, code in expenses:
        value = convert(amount, code, currency)
        lines.append("%-6s %9.2f %s" % (name, value, currency))
        total += value
    lines.append("%-6s %9.2f %s" % ("total", total, currency))
    return lines


def tip_line(home):
    tip = convert(10.0, home, "USD")
    return "tip of 10 %s in USD: %.2f" % (home, tip)


def main(argv):
    home = home_currency(argv)
    display = "GBP" if "--pounds" in argv else home
    expenses = [("hotel", 240.0, "USD"), ("train", 58.0, "GBP"), ("lunch", 3200.0, "JPY")]
    for line in totals(expenses, display):
        print(line)
    print(tip_line(home))
    print("distinct rates looked up:", rate_for.cache_info().currsize)


if __name__ == "__main__":
    main(sys.argv[1:])
