"""Import contacts from a CSV export."""
import csv

from validate import Schema, validate_rows

CONTACT_SCHEMA = Schema(required=["name", "email"], numeric=["age"], emails=["email"])


def load_rows(path):
    with open(path, newline="") as fh:
        return list(csv.DictReader(fh))


def save_contacts(rows, db):
    saved = 0
    for row in rows:
        db.insert("contacts", row)
        saved += 1
    return saved


def import_contacts(path, db, dry_run=False):
    rows = load_rows(path)
    problems = validate_rows(rows, CONTACT_SCHEMA)
    if problems:
        for p in problems:
            print(p)
        return 0
    if dry_run:
        return len(rows)
    return save_contacts(rows, db)
