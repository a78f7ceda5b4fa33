"""Export of records as delimited text, under a quoted title line."""
from csvfmt import format_row, format_title


def export(records, dialect):
    delimiter = dialect.get("delimiter", ",")
    quotechar = dialect.get("quotechar", '"')
    lines = [format_title(dialect.get("title", "export"), delimiter)]
    for record in records:
        lines.append(format_row(record, delimiter, quotechar))
    print("exported", len(records), "rows with", repr(delimiter))
    return "\n".join(lines)


def save(name, records, dialect):
    text = export(records, dialect)
    size = len(text.encode("utf-8"))
    return "%s: %d bytes\n%s" % (name, size, text)


if __name__ == "__main__":
    rows = [["id", "name"], [1, 'Ann "the fox"'], [2, "Bo, Jr."]]
    print(save("people.csv", rows, {"title": "it's people"}))
