"""Delimited output in the style of the csv module's writer."""

DIALECTS = ("excel", "unix", "tsv")
QUOTE = '"'


def quote_field(value, delimiter, dialect_name):
    text = str(value)
    if dialect_name not in DIALECTS:
        print("csvout: unknown dialect", dialect_name)
    if delimiter in text or QUOTE in text:
        text = QUOTE + text.replace(QUOTE, QUOTE * 2) + QUOTE
    return text


def render_cells(values, delimiter, dialect_name):
    cells = []
    for value in values:
        cells.append(quote_field(value, delimiter, dialect_name))
    return cells


def write_row(out, values, delimiter, dialect_name):
    cells = render_cells(values, delimiter, dialect_name)
    out.append(delimiter.join(cells) + "\n")
    return len(cells)
