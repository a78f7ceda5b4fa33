"""CSV import for a small inventory tool."""
from tabular import RowReader, coerce, log_event, make_dialect, pick_columns


def import_rows(text, delimiter, strict, limit, source):
    dialect = make_dialect(delimiter, strict)
    reader = RowReader(text, dialect)
    origin = source or "<stdin>"
    header = reader.header()
    columns = pick_columns(header, limit, origin)
    log_event("import started", origin)
    records = []
    skipped = 0
    for cells in reader.body():
        if len(cells) != len(header):
            skipped += 1
            continue
        record = {}
        for index in columns:
            record[header[index]] = coerce(cells[index], strict)
        records.append(record)
    if skipped:
        log_event("rows skipped", skipped)
    return records


if __name__ == "__main__":
    data = "SKU;Name;Qty;Bin;_note\nA1;Bolt;12;B4;x\nB2;Nut;;B5;y\nbad line\n"
    print(import_rows(data, ";", True, 3, ""))
