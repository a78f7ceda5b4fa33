"""Plain-text table of stock levels."""


def render_table(title, rows, width=12):
    lines = []
    header = title.upper()
    lines.append(header)
    lines.append("=" * len(header))
    total = 0
    for name, qty in rows:
        total += qty
        if qty <= 0:
            continue
        cell = name.ljust(width, ".")
        lines.append(f"{cell}{qty:>5}")
    footer = f"{len(rows)} items, {total} units"
    text = "\n".join(lines)
    return text + "\n" + footer


if __name__ == "__main__":
    stock = [("bolts", 40), ("nuts", 0), ("washers", 12)]
    print(render_table("Stock", stock))
