"""Convert a CSV export into JSON lines, keeping some columns of each row."""
import csv
import json
import os


def csv_to_jsonl(src, dst, keep):
    written = 0
    skipped = 0
    with open(src, newline="", encoding="utf-8") as fin, open(dst, "w", encoding="utf-8") as fout:
        reader = csv.DictReader(fin)
        for row in reader:
            if not row.get("id"):
                skipped += 1
                continue
            record = {k: row[k] for k in keep if k in row}
            fout.write(json.dumps(record) + "\n")
            written += 1
    name = os.path.basename(src)
    print(name, "->", written, "rows,", skipped, "skipped")
    return written
