"""Totals per currency of a price list, converted at one rate."""
from rates import fmt_amount, parse_price


def convert(rows, rate, places=2):
    totals = {}
    skipped = 0
    for raw in rows:
        if not raw.strip():
            skipped += 1
            continue
        amount, code = parse_price(raw, rate)
        totals[code] = round(totals.get(code, 0.0) + amount, places)
    print("skipped", skipped, "blank rows")
    return totals


def report(rows, base):
    rate = 1 / base
    totals = convert(rows, rate)
    lines = []
    for code in sorted(totals):
        lines.append(code + " " + fmt_amount(totals[code], 2))
    return "\n".join(lines)


def main(rows):
    text = report(rows, 0.8)
    print(text)
    return len(text)


if __name__ == "__main__":
    print(main(["USD 1,200.50", "", "99.99", "gbp12", "usd 2000"]))
