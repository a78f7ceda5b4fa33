"""Column formatting helpers."""


def add_cell(out, key, value, width):
    cell = key.ljust(width)
    out.append(f"{cell} | {value}")


def count_cells(rows):
    total = 0
    for _, value in rows:
        if value is not None:
            total += 1
    return total


def percent(part, whole):
    if whole == 0:
        return "n/a"
    share = 100.0 * part / whole
    return "{p:.0f}%".format(p=share)
