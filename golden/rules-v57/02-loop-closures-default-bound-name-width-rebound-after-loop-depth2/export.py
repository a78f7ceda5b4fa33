"""Export the active part of an inventory as a fixed-width text report."""
from table import render

WIDTHS = {"sku": 6, "name": 12, "qty": 4}


def inventory_table(items, columns, compact):
    rows = [item for item in items if item.get("active", True)]
    widths = dict(WIDTHS)
    if compact:
        widths["name"] = 8
    return render(columns, rows, widths, missing="?")


def export(items, compact=False):
    columns = ["sku", "name", "qty"]
    lines = inventory_table(items, columns, compact)
    text = "\n".join(lines)
    print(text)
    return len(lines)


if __name__ == "__main__":
    STOCK = [{"sku": "A-100", "name": "hex bolt M6 x 40", "qty": 120}, {"sku": "A-101", "name": "washer", "active": False, "qty": 3}, {"sku": "B-2000-X", "name": "bracket", "qty": None}, {"sku": "C-7", "name": "spring pin"}]
    export(STOCK)
    export(STOCK, compact=True)
