"""Import ledger rows; strict mode refuses a batch with bad rows."""
from check import check_row


def parse_row(line):
    ident, amount = line.split(";")
    return {"id": ident.strip(), "amount": float(amount)}


def import_rows(lines, options):
    strict = bool(options.get("strict", False))
    good = []
    errors = []
    for number, line in enumerate(lines, 1):
        try:
            row = parse_row(line)
        except ValueError as e:
            errors.append(f"line {number}: {e}")
            continue
        check_row(row, strict)
        good.append(row)
    if strict and errors:
        raise ValueError("; ".join(errors))
    total = sum(row["amount"] for row in good)
    mode = "strict" if strict else "lenient"
    return f"{len(good)} rows, total {total:.2f} ({mode})"
