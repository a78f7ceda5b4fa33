"""Export the inventory in the format named on the command line."""
import sys

from formats import register, write_csv, write_json, write_text, write_xml

WRITERS = {}
LEGACY = {}

register(WRITERS, "csv", write_csv)
register(WRITERS, " JSON", write_json)
register(LEGACY, "xml", write_xml)

STOCK = [("bolt", 120), ("nut", 340), ("washer", 75)]
FOOTER = "-- end of stock --"


def export(rows, writer):
    body = writer(rows)
    return body + "\n" + FOOTER


if __name__ == "__main__":
    fmt = sys.argv[1].lower() if len(sys.argv) > 1 else "csv"
    writer = WRITERS.get(fmt, write_text)
    if fmt in LEGACY:
        print("note: legacy format, not supported any more")
    print(export(STOCK, writer))
