"""Loads the nightly CRM export into ledgers and reports the rejected rows."""
from ledger import Ledger


def load(lines, source, strict):
    book = Ledger(source)
    rows = [line for line in lines if not line.startswith("#")]
    header = lines[0].lstrip("# ") if lines else ""
    rejected = book.ingest(rows, strict)
    print(source, header, "rejected", rejected)
    return book


def main():
    export = ["# nightly", "Alpha", "beta ", "ALPHA", "", "b-2", "beta"]
    strict = load(export, "crm", True)
    loose = load(export, "crm-loose", False)
    print(strict.items, loose.items)


if __name__ == "__main__":
    main()
