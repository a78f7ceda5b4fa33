"""Row validation for CSV imports."""
import re

EMAIL_RE = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$")


class Schema:
    def __init__(self, required, numeric=(), emails=()):
        self.required = list(required)
        self.numeric = set(numeric)
        self.emails = set(emails)


def validate_rows(rows, schema, max_errors=50):
    errors = []
    warnings = []
    seen = set()

    def report(lineno, message):
        errors.append("line %d: %s" % (lineno, message))

    def check(lineno, row):
        for field in schema.required:
            if not row.get(field):
                report(lineno, "missing " + field)
        for field in schema.numeric:
            value = row.get(field, "")
            if value and not value.replace(".", "", 1).isdigit():
                report(lineno, "%s is not a number" % field)
        key = tuple(row.get(f) for f in schema.required)
        if key in seen:
            warnings.append("line %d: duplicate row" % lineno)
        seen.add(key)

    for lineno, row in enumerate(rows, start=2):
        check(lineno, row)
        if len(errors) >= max_errors:
            errors.append("too many errors, stopping")
            break

    return errors
