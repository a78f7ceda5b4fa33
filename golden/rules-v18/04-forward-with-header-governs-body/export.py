"""Nightly export of the sales tables."""
import os
import tempfile

from csvout import write_rows


def export(folder, name, rows):
    path = os.path.join(folder, name + ".csv")
    header = ["region", "total"]
    count = write_rows(path, header, rows, ";")
    note = "%s: %d rows" % (name, count)
    return note


def nightly(folder, tables):
    notes = []
    for name, rows in tables.items():
        notes.append(export(folder, name, rows))
    return notes


if __name__ == "__main__":
    sales = {"north": [["n1", 10.256], [], ["n2", 3.5]], "south": [["s1", 7.0]]}
    print(nightly(tempfile.mkdtemp(), sales))
