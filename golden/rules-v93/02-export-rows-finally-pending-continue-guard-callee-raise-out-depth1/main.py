"""Export each batch of rows and print one report line per batch."""
from export import export_rows


def export_all(batches):
    outputs = {}
    for name, rows in batches.items():
        try:
            lines, report = export_rows(rows)
        except TypeError as err:
            lines, report = [], "unreadable (%s)" % err
        outputs[name] = lines
        print(name, report)
    return outputs


if __name__ == "__main__":
    batches = {
        "north": [{"id": 1, "name": "bolt", "qty": 40}, {}, {"id": 2, "name": "nut"}],
        "south": [{"name": "washer", "qty": 5}],
        "east": None,
    }
    print(export_all(batches))
