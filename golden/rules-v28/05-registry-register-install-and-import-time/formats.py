"""Built-in output formats, installed on demand."""
import json

import registry


def write_json(rows):
    return json.dumps(rows, indent=2)


def write_csv(rows):
    return "\n".join(",".join(str(v) for v in row) for row in rows)


def write_text(rows):
    widths = [max(len(str(row[i])) for row in rows) for i in range(len(rows[0]))]
    return "\n".join("  ".join(str(v).ljust(w) for v, w in zip(row, widths)) for row in rows)


plain = write_text


def install():
    registry.register("json", write_json)
    registry.register("CSV", write_csv, ".csv")
    registry.register("txt", plain)
