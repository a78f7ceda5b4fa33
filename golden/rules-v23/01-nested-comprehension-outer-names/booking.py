"""Booking page: the rows where a group of a given size still fits."""
from seating import free_runs


def page(venue, sold, group):
    rows = venue["rows"]
    cols = venue["cols"]
    banner = "Seats for %d" % group
    runs = free_runs(rows, cols, sold, venue["aisle"], group)
    print(banner)
    return runs


def demo():
    venue = {"rows": 3, "cols": 5, "aisle": 2}
    sold = ["A1", "A2", "B4", "C5"]
    return page(venue, sold, 3)


if __name__ == "__main__":
    print(demo())
