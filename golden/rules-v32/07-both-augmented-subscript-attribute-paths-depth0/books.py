"""Post a month of expense rows and print the accounts by size of their balance."""
from ledger import Ledger

ROWS = [("travel", 420.0), ("coffee", 3.5, "card"), ("travel", -120.0, "refund"), ("rent", 900.0), ("coffee", 4.0, "void"), ("snacks", 2.25)]


def month_report(rows, threshold):
    ledger = Ledger(threshold)
    order = ledger.post(rows)
    for account in order:
        print(account, ledger.balance(account))
    return order


if __name__ == "__main__":
    print(month_report(ROWS, 10.0))
