"""Row checks for CSV imports."""


def normalize(record):
    row = {}
    for key, value in record.items():
        row[key.strip().lower()] = value.strip()
    return row


def check_row(row, required, *, errors, label="row", strict=False):
    missing = [name for name in required if not row.get(name)]
    if not missing:
        return True
    message = f"{label}: missing {', '.join(missing)}"
    if strict:
        errors.append(message)
        return False
    print("warning:", message)
    return True
