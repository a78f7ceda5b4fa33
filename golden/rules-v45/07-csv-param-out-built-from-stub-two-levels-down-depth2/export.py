"""CSV export of inventory rows."""
from csvout import write_row

COLUMNS = ["sku", "name", "qty"]
ROWS = [["A1", "Bolt, hex", 120], ["B2", 'Nut "M6"', 75], ["C3", "Washer"]]
DIALECT = "unix"


def export_csv(rows, columns, delimiter, dialect):
    out = []
    name = dialect or "excel"
    width = write_row(out, columns, delimiter, name)
    skipped = 0
    for row in rows:
        if len(row) != width:
            skipped += 1
            continue
        write_row(out, row, delimiter, name)
    text = "".join(out)
    if skipped:
        print("export: skipped %d short rows" % skipped)
    return text


def main(delimiter):
    text = export_csv(ROWS, COLUMNS, delimiter, DIALECT)
    print(text, end="")


if __name__ == "__main__":
    main(",")
