"""Builds heat maps of accepted clicks and of misses."""
from heatmap import make_grid, mark, render, row_sums

CLICKS = [(0, 1), (2, 3), (0, 1), (5, 0), (1, 2)]
MISSES = [(1, 1), (9, 9)]


def main():
    heat = make_grid(3, 4)
    shadow = make_grid(3, 4)
    accepted = mark(heat, CLICKS)
    mark(shadow, MISSES)
    sums = row_sums(heat)
    peak = max(sums)
    print(f"{accepted} of {len(CLICKS)} clicks inside the grid")
    print("row sums:", sums, "peak:", peak)
    print("misses per row:", row_sums(shadow))
    print(render(heat))


if __name__ == "__main__":
    main()
