"""Writing records as CSV text on top of rows.to_row."""
from rows import MISSING, to_row


def write_rows(records, fields, restval):
    lines = [",".join(fields)]
    for record in records:
        cells = to_row(record, fields, restval, "ignore")
        lines.append(",".join(cells))
    return "\n".join(lines)


def check_row(record, fields):
    cells = to_row(record, fields, MISSING, "raise")
    return len(cells) == len(fields)


if __name__ == "__main__":
    FIELDS = ["name", "qty", "note"]
    print(write_rows([{"name": "pen", "qty": 2}, {"name": "pad", "note": "A5"}], FIELDS, "-"))
    print(check_row({"name": "ink", "qty": 1}, FIELDS))
