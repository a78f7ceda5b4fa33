"""Import uploaded files: pick a parser by extension and count the rows."""
from formats import PARSERS


def import_file(name, text):
    ext = name.rsplit(".", 1)[-1]
    kind = ext.lower()
    if kind not in PARSERS:
        kind = "txt"
    text = text.strip()
    rows = PARSERS[kind](text)
    if not rows:
        return [], "%s: empty" % name
    note = "%s: %d rows as %s" % (name, len(rows), kind)
    return rows, note


def import_all(uploads):
    total = 0
    fallbacks = 0
    notes = []
    for name, text in uploads:
        rows, note = import_file(name, text)
        if note.endswith(" as txt"):
            fallbacks += 1
        total += len(rows)
        notes.append(note)
    return total, fallbacks, notes


UPLOADS = [
    ("prices.CSV", "sku,price\nA1,12.5\nB2,4.0\n"),
    ("order.json", '{"sku": "A1", "qty": 2}'),
    ("README.md", "first line\n\nsecond line\n"),
    ("blank.json", "[]"),
]

if __name__ == "__main__":
    print(import_all(UPLOADS))
