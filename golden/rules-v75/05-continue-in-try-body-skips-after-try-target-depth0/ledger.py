"""Total an export of payment rows, skipping voided rows, refunds and unreadable rows."""
from money import format_cents, to_cents


def total_payments(rows, currency):
    total = 0
    refunds = 0
    bad = []
    for number, row in enumerate(rows, 1):
        if row.get("void"):
            continue
        try:
            amount = float(row["amount"])
            if amount < 0:
                refunds += 1
                continue
            unit = row.get("currency", currency)
        except (KeyError, ValueError):
            bad.append(number)
            continue
        if unit != currency:
            print("row", number, "is in", unit, "not", currency)
        total += to_cents(amount)
    report = "%d refunds, bad rows %s" % (refunds, bad)
    return total, report


def close_day(rows):
    total, report = total_payments(rows, "EUR")
    print(report)
    return format_cents(total)


if __name__ == "__main__":
    export = [{"amount": "12.50", "currency": "EUR"}, {"amount": "oops", "currency": "EUR"}, {"amount": "-3", "currency": "EUR"}, {"amount": "7.25"}, {"currency": "EUR"}, {"amount": "4", "currency": "USD"}, {"amount": "99", "currency": "EUR", "void": True}]
    print(close_day(export))
