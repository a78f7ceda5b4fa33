"""Render the measured prefixes of a grid as padded lines."""
from grid import prefix_widths

GRID = ["ab.cd", ".xyz", "abcd", "a.bc"]


def render(rows):
    widths = prefix_widths(rows, " . ")
    widest = max(widths)
    header = f"{len(rows)} rows"
    lines = []
    for row, width in zip(rows, widths):
        lines.append(row[:width].ljust(widest, "-"))
    return [header] + lines


def main():
    for line in render(GRID):
        print(line)


main()
