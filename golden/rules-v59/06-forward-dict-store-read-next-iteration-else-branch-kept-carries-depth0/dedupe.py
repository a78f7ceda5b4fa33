"""Import records, dropping duplicates by a normalized key and keeping the first of each."""
from keys import clean, describe, domain


def dedupe(records, field):
    first = {}
    dupes = []
    kept = []
    for rec in records:
        key = clean(rec[field])
        if key in first:
            dupes.append(describe(first[key], rec))
        else:
            first[key] = rec["id"]
            kept.append(rec)
    for line in dupes:
        print("duplicate:", line)
    return kept


def import_rows(rows):
    host = domain(rows[0]["email"])
    unique = dedupe(rows, "email")
    print("kept", len(unique), "of", len(rows), "from", host)
    return [row["id"] for row in unique]


if __name__ == "__main__":
    ROWS = [{"id": 1, "email": "Ann@Example.org"}, {"id": 2, "email": "bob@example.org", "name": "Bob"}, {"id": 3, "email": " ann@example.org", "name": "Ann"}]
    print(import_rows(ROWS))
