"""Copy a CSV file without some of its columns, as a data-export tool does before publishing."""
import csv


def drop_columns(src, dst, drop):
    kept = 0
    with open(src, newline="") as fin, open(dst, "w", newline="") as fout:
        reader = csv.DictReader(fin)
        names = [n for n in reader.fieldnames if n not in drop]
        writer = csv.DictWriter(fout, fieldnames=names)
        writer.writeheader()
        for row in reader:
            for name in drop:
                del row[name]
            writer.writerow(row)
            kept += 1
    print("wrote", kept, "rows with", len(names), "columns to", dst)
    return names
