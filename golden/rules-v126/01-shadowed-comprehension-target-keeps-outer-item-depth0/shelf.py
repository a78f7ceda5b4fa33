"""Morning shelf check for the corner shop."""
from restock import describe, pick_low, reorder_amounts


def load_stock():
    counts = {}
    for row in ["milk 2", "bread 9", "eggs 1", "tea 14", "jam 3"]:
        item, qty = row.split()
        counts[item] = int(qty)
    return counts


def main():
    stock = load_stock()
    item = " Tea "
    headline, low, spare = pick_low(stock, 4, item)
    amounts, total = reorder_amounts(stock, low, 10)
    print(headline)
    print(f"order {total} units: {describe(amounts)}")
    print(f"spare above the minimum: {spare}")


if __name__ == "__main__":
    main()
