"""Export a table in the format the caller asks for."""
import sys

import csvfmt
import jsonfmt

WRITERS = {"csv": csvfmt.write, "json": jsonfmt.write}


def write(rows, out):
    for row in rows:
        out.append(" ".join(str(c) for c in row))
    return len(rows)


def export(table, kind):
    rows = [r for r in table if r]
    lines = ["# " + kind]
    writer = WRITERS[kind]
    count = writer(rows, lines)
    print("exported", count, "rows as", kind)
    return "\n".join(lines)


def preview(table):
    shown = []
    write(table[:3], shown)
    return shown


if __name__ == "__main__":
    table = [["id", "name"], [1, "Ann, Jr."], [], [2, 'Bo "B"']]
    print(export(table, sys.argv[1] if len(sys.argv) > 1 else "csv"))
    print(preview(table))
