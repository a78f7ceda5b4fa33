"""Turning dicts into CSV cells, in the shape of csv.DictWriter._dict_to_list."""
import sys

MISSING = ""


def to_row(record, fields, restval, extras):
    if extras == "raise":
        wrong = [key for key in record if key not in fields]
        if wrong:
            raise ValueError("dict contains fields not in fieldnames: " + ", ".join(wrong))
    for key in fields:
        if key not in record:
            print("filling missing field", key, file=sys.stderr)
    cells = {key: str(value) for key, value in record.items()}
    return [cells.get(key, restval) for key in fields]
