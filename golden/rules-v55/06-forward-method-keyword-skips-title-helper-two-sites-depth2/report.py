"""Stock report printed as a fixed-width table."""
from table import Table

NUMERIC = ("qty", "price")


def stock_report(rows, heading):
    cols = max(len(str(row[key])) for row in rows for key in row) + 2
    table = Table(["sku", "qty", "price"])
    first = table.render_row(rows[0], heading, numeric=NUMERIC)
    lines = [first]
    for row in rows[1:]:
        lines.append(table.render_row(row, width=cols, numeric=NUMERIC))
    lines.append(table.rule(cols))
    return "\n".join(lines)


def daily(inventory, day):
    heading = f"stock {day}"
    text = stock_report(inventory, heading)
    print(text)
    return len(text.splitlines())


if __name__ == "__main__":
    print(daily([{"sku": "A1", "qty": 3, "price": 9.5}, {"sku": "B22", "qty": 12, "price": 120.0}, {"sku": "C3", "qty": 0, "price": 1.25}], "mon"))
