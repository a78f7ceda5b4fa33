"""Row helpers for a small tabular order report."""

HEADER = ("item", "qty", "amount")


def add_row(rows, name, qty, price):
    amount = round(qty * price, 2)
    rows.append((name, qty, amount))
    return amount


def count_rows(rows):
    return len(rows)


def copy_rows(dst, src):
    for row in src:
        dst.append(row)
    return len(dst)


def with_header(rows):
    rows = [HEADER] + rows
    rows.append(("total", "", ""))
    return rows
