"""JSON-lines style output: one array per row inside an outer array."""
import json


def write(rows, out):
    out.append("[")
    last = len(rows) - 1
    for i, row in enumerate(rows):
        sep = "," if i < last else ""
        out.append("  " + json.dumps(row) + sep)
    out.append("]")
    return len(rows)


def write_one(row, out):
    out.append(json.dumps(row))
    return 1
