"""Import of product rows from a CSV export."""
from rows import check_row, normalize

REQUIRED = ("sku", "name", "price")


def import_rows(records, mode="lenient"):
    pedantic = mode == "strict"
    problems = []
    kept = []
    for n, record in enumerate(records, 1):
        row = normalize(record)
        if check_row(row, REQUIRED, label=f"line {n}", strict=pedantic, errors=problems):
            kept.append(row)
    rejected = len(problems)
    summary = f"{len(kept)} kept, {rejected} rejected"
    return kept, summary


def load(lines, *, mode="lenient"):
    records = [dict(zip(REQUIRED, line.split(","))) for line in lines]
    kept, summary = import_rows(records, mode=mode)
    print(summary)
    return len(kept)


if __name__ == "__main__":
    print(load(["a1,Pen,1.5", "b2,,2.0", "c3,Cup,"], mode="strict"))
    print(load(["a1,Pen,1.5", "b2,,2.0"]))
