"""Check stock rows and report each problem through a callback."""

FIELDS = ("name", "qty", "price")


def validate(rows, report):
    for number, row in enumerate(rows, 1):
        missing = [field for field in FIELDS if field not in row]
        if missing:
            report(number, "missing " + ", ".join(missing))
            continue
        if row["qty"] < 0:
            report(number, "negative quantity")
        if row["price"] <= 0:
            report(number, "price must be positive")
