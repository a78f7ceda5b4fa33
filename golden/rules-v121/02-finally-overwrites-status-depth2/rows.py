"""Turn comma-separated report text into (name, amount) rows."""
from errors import ColumnError, ParseError

MAX_ROWS = 50


def to_amount(cell):
    digits = cell.replace("_", "")
    return int(digits)


def parse_row(line, lineno):
    cells = [cell.strip() for cell in line.split(",")]
    try:
        amount = to_amount(cells[1])
    except (IndexError, ValueError) as err:
        raise ParseError(lineno, f"bad amount in {line!r}") from err
    return cells[0], amount


def parse_rows(text):
    rows = []
    for lineno, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        rows.append(parse_row(line, lineno))
    if len(rows) > MAX_ROWS:
        raise ParseError(len(rows), "too many rows")
    return rows


def check_columns(rows):
    for name, amount in rows:
        if not name:
            raise ColumnError("name", name)
        if amount < 0:
            raise ColumnError("amount", amount)


def normalise(rows):
    return [(name.title(), amount) for name, amount in rows]
