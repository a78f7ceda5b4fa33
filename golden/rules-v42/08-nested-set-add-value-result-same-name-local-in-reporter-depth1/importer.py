"""Import contacts from the CSV exports of several mail clients."""
import csv
import io

from contacts import dedupe

ALIASES = {"googlemail.com": "gmail.com", "me.com": "icloud.com"}


def read_rows(text):
    reader = csv.DictReader(io.StringIO(text))
    return [row for row in reader if row.get("email")]


def import_contacts(text, extra_aliases):
    aliases = dict(ALIASES)
    aliases.update(extra_aliases)
    rows = read_rows(text)
    contacts = dedupe(rows, aliases)
    print(len(contacts), "contacts imported")
    return contacts


if __name__ == "__main__":
    SAMPLE = "name,email\nAda,ada+news@googlemail.com\nAda L,ADA@gmail.com\nBo,bo@me.com\nNobody,\nBo B,bo@icloud.com\n"
    for contact in import_contacts(SAMPLE, {"mac.com": "icloud.com"}):
        print(contact["name"], contact["email"])
