"""Row validation that either collects problems or stops at the first."""
from errors import ValidationError

EXPECTED_FIELDS = 3
HEADER_LINES = 1


def check_rows(rows, strict):
    problems = []
    for index, row in enumerate(rows):
        fields = row.split(",")
        if len(fields) == EXPECTED_FIELDS:
            continue
        lineno = index + HEADER_LINES + 1
        reason = f"expected {EXPECTED_FIELDS} fields, got {len(fields)}"
        problem = ValidationError(lineno, reason)
        if strict:
            raise problem
        problems.append(problem)
    return problems
