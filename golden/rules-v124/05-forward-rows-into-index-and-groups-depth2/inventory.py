"""Stock rows: parsing, indexing by a field, grouping and printing."""
from collections import defaultdict


def parse(text):
    rows = []
    for line in text.strip().splitlines():
        sku, bin_name, qty = line.split(",")
        rows.append({"sku": sku, "bin": bin_name, "qty": int(qty)})
    return rows


def build_index(items, field):
    index = {}
    for item in items:
        index[item[field]] = item
    return index


def group_by(items, field):
    groups = defaultdict(list)
    for item in items:
        groups[item[field]].append(item["sku"])
    return dict(groups)


def print_row(name, skus):
    width = max(len(s) for s in skus)
    print(f"{name:>6}: " + " ".join(s.ljust(width) for s in skus))
