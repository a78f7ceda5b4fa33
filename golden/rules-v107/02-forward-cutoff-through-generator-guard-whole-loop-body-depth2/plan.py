"""Restock planning for a small warehouse."""
from rows import low_stock, total_units


def plan(rows, reserve):
    orders = []
    count = 0
    cutoff = reserve * 2
    for sku, qty in low_stock(rows, cutoff):
        need = cutoff - qty
        orders.append(f"{sku} x{need}")
        count += 1
    title = f"{len(rows)} rows checked"
    footer = f"{count} to reorder"
    return [title] + orders + [footer]


def restock_report(rows, reserve):
    empty = sum(1 for _ in low_stock(rows, 1))
    lines = plan(rows, reserve)
    lines.append(f"{empty} out of stock")
    return "\n".join(lines)


STOCK = [
    {"sku": "bolt", "qty": 3},
    {"sku": "#nut", "qty": 0},
    {"sku": "gear", "qty": 0},
    {"sku": "nail", "qty": 9},
]

if __name__ == "__main__":
    print(restock_report(STOCK, 3))
    print(total_units(STOCK), "units in stock")
