"""Prints standard and premium totals for a list of base prices."""
from quotes import compare

PRICES = [19.99, 0.0, 5.0, 120.0]


def report(prices, rate):
    rows = []
    for p in prices:
        if p <= 0:
            continue
        value, premium = compare(p, rate)
        rows.append(f"{p:>8.2f} {value:>8.2f} {premium:>8.2f}")
    return rows


def header(rate):
    pct = int(rate * 100)
    return f"{'base':>8} {'std':>8} {'+' + str(pct) + '%':>8}"


if __name__ == "__main__":
    rate = 0.25
    print(header(rate))
    lines = report(PRICES, rate)
    for line in lines:
        print(line)
