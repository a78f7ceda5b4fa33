"""Assign identifiers to imported rows, then close the batch with a footer id."""
from seq import make_sequence

SAMPLE = [{"type": "invoice"}, {"skip": True}, {"type": "credit"}, {}]


def assign_ids(rows, prefix, first):
    next_id = make_sequence(prefix, start=first)
    kept = []
    for row in rows:
        if row.get("skip"):
            continue
        kind = row.get("type", "row")
        row["id"] = next_id(kind)
        kept.append(row)
    footer = next_id("total")
    return kept, footer


def import_batch(rows, source, first):
    prefix = source.upper() + "-"
    kept, footer = assign_ids(rows, prefix, first)
    print(len(kept), "rows kept, footer", footer)
    return footer


def nightly(batches):
    footers = []
    for source, rows in batches:
        footers.append(import_batch(rows, source, 1000))
    return footers


if __name__ == "__main__":
    print(nightly([("inv", SAMPLE), ("crm", SAMPLE)]))
