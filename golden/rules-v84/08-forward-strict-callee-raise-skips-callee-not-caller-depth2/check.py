"""Validate one imported ledger row."""

LIMIT = 10_000


def check_row(row, strict):
    if row["amount"] < 0:
        message = f"negative amount in row {row['id']}"
        if strict:
            raise ValueError(message)
        print("warning:", message)
    if row["amount"] > LIMIT:
        print("warning: large amount in row", row["id"])


def describe(row):
    sign = "-" if row["amount"] < 0 else "+"
    return f"{row['id']}: {sign}{abs(row['amount']):.2f}"
