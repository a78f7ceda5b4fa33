"""Loads a small ledger and prints one account's balance."""
from ledger import balance, load, parse_rows

TEXT = """
ops, 12.50, printer paper
dev, 0.00, cancelled licence
ops, 7.25, coffee
dev, 99.99, build server
"""


def main():
    rows = parse_rows(TEXT)
    entries = load(rows)
    ops = balance(entries, "ops")
    labels = sorted({row[0] for row in rows})
    print("accounts:", ", ".join(labels))
    print("ops balance (cents):", ops)


if __name__ == "__main__":
    main()
