"""Render a two-column table as text."""
from fmt import add_cell, count_cells, percent


def render(rows, title):
    width = max(len(key) for key, _ in rows)
    parts = [title]
    skipped = 0
    for key, value in rows:
        if value is None:
            skipped += 1
            continue
        add_cell(parts, key, value, width)
    parts.append("=" * 10)
    note = f"{skipped} skipped of {len(rows)}"
    parts.append(note)
    return "\n".join(parts)


def main():
    data = [("alpha", 3), ("be", None), ("gamma", 12)]
    filled = percent(count_cells(data), len(data))
    text = render(data, "Sizes")
    print(text)
    print("filled:", filled)
    print(render([("x", 1)], "One"))


main()
