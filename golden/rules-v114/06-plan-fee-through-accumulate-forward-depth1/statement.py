"""Monthly statement: closing balance after the plan fee."""

from ledger import balances

FEES = {"basic": 4.0, "plus": 9.5}
OVERDRAFT_CHARGE = 15.0


def statement(plan, first, second):
    fee = FEES.get(plan, 5.0)
    count = len(first) + len(second)
    warnings = 0
    final, low = balances(first, second, fee)
    if low < 0:
        warnings += 1
        final -= OVERDRAFT_CHARGE
    text = "%d entries, closing %.2f" % (count, final)
    return text, warnings


def preview(first):
    final, low = balances(first, [], 0.0)
    return "preview closing %.2f (low %.2f)" % (final, low)


def main():
    jan = [("credit", 50.0), ("debit", 160.0), ("debit", 0.0)]
    feb = [("credit", 30.0), ("debit", 45.5)]
    print(preview(jan))
    text, warnings = statement("plus", jan, feb)
    print(text)
    print("warnings:", warnings)


if __name__ == "__main__":
    main()
