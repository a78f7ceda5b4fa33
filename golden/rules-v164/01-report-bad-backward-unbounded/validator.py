"""Validate parsed records, collecting errors by name."""


def check(record, errors):
    if record["age"] < 0:
        errors[record["name"]] = "negative age"
        return False
    return True


def validate(records):
    errors = {}
    kept = 0
    for rec in records:
        ok = check(rec, errors)
        if ok:
            kept += 1
    print("kept", kept)
    return errors
