"""Export a table as numbered CSV part files."""
from chunks import chunk_rows, flush


def export(rows, size):
    chunks = chunk_rows(rows, size)
    label = "export of %d rows" % len(rows)
    names = ["part-%02d.csv" % i for i in range(len(chunks))]
    files = dict(zip(names, chunks))
    files["meta.txt"] = label
    return files


def export_header(columns):
    parts = []
    flush([", ".join(columns)], parts)
    return parts[0]


if __name__ == "__main__":
    table = [[" a", "1 "], ["b", "2"], ["c ", " 3"]]
    print(export_header(["name", "value"]))
    for path, content in export(table, 2).items():
        print("==", path)
        print(content)
