"""Validate a batch of rows; a row without an id rejects the whole batch."""

REQUIRED = ("id", "name", "qty")


def validate(rows):
    fatal = False
    warnings = []
    for number, row in enumerate(rows, start=1):
        missing = [f for f in REQUIRED if f not in row]
        if not missing:
            continue
        if "id" in missing:
            fatal = True
            break
        warnings.append(f"row {number}: no {', '.join(missing)}")
    else:
        print("read all", len(rows), "rows")
    if fatal:
        status = "rejected"
    elif warnings:
        status = "accepted with warnings"
    else:
        status = "clean"
    return status
