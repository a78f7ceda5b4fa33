"""Totals of a fixed-width bank statement, by memo."""
from records import WIDTHS, parse_line


def load(text, layout, mode):
    rows = []
    keep = mode == "raw"
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        rows.append(parse_line(line, layout, keep))
    return rows


def by_memo(text, mode):
    totals = {}
    for row in load(text, WIDTHS, mode):
        key = row["memo"]
        totals[key] = totals.get(key, 0) + float(row["amount"])
    return totals


if __name__ == "__main__":
    SAMPLE = "# date  amount       memo\n20240105-000000012.50coffee\n20240106+000000100.00rent  \n20240107-000000003.75coffee\n"
    print(by_memo(SAMPLE, "strict"))
