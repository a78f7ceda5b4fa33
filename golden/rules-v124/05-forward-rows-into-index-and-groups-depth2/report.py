"""Loads stock rows and reports them by SKU and by bin."""
from inventory import build_index, group_by, parse, print_row

STOCK = """
A1,north,4
B2,south,0
C3,north,7
D4,east,2
"""
SUPPLIERS = [{"name": "acme", "city": "Oslo"}, {"name": "brio", "city": "Pisa"}]


def load(text, minimum):
    rows = parse(text)
    kept = []
    for row in rows:
        if row["qty"] < minimum:
            continue
        kept.append(row)
    print(f"kept {len(kept)} of {len(rows)} rows")
    return kept


def show(groups):
    for name, skus in sorted(groups.items()):
        print_row(name, skus)


def main():
    stock = load(STOCK, 1)
    by_sku = build_index(stock, "sku")
    partners = build_index(SUPPLIERS, "name")
    by_bin = group_by(stock, "bin")
    print("C3 qty:", by_sku["C3"]["qty"])
    print("acme city:", partners["acme"]["city"])
    show(by_bin)
    print("suppliers:", len(SUPPLIERS))


if __name__ == "__main__":
    main()
