"""Renders records as a fixed-width text table."""

from fmt import fit, fit_column, join, rule

COLUMNS = [("name", 10), ("city", 8), ("note", 16)]


def header(columns):
    cells = []
    for key, width in columns:
        cells.append(fit(key.upper(), width))
    return join(cells)


def row(record, columns):
    cells = []
    for key, width in columns:
        value = str(record.get(key, ""))
        cells.append(fit_column(value, width))
    return join(cells)


def table(records, columns):
    lines = [header(columns), rule([w for _, w in columns])]
    for record in records:
        lines.append(row(record, columns))
    return "\n".join(lines)


if __name__ == "__main__":
    people = [{"name": "Ada Lovelace", "city": "London", "note": "wrote the first program"}]
    print(table(people, COLUMNS))
