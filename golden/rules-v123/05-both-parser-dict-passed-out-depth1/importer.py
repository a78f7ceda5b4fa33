"""Read named files through the parser their extension selects."""
from parsers import parser_for


def count_fields(rows):
    total = 0
    for row in rows:
        total += len(row)
    return total


def load(filename, text):
    parse = parser_for(filename)
    rows = parse(text)
    print(f"{filename}: {len(rows)} rows")
    fields = count_fields(rows)
    return fields


def preview(filename, text):
    parse = parser_for(filename)
    return parse(text)[:1]
