"""Plan parking for the day's arrivals."""

from slots import find_slot, overflow_bay


def plan(arrivals, lot):
    held = {"A1"}
    placed = {}
    for driver, size in arrivals:
        if driver.startswith("vip"):
            spot = find_slot(lot, size, set())
        else:
            spot = find_slot(lot, size, held)
        placed[driver] = spot
    placed["spare"] = overflow_bay(len(lot))
    return placed


def main():
    lot = [("A1", 2), ("A2", 1), ("B1", 3)]
    arrivals = [("vip-ann", 2), ("bob", 2), ("cy", 4)]
    placed = plan(arrivals, lot)
    for driver in sorted(placed):
        print(driver, "->", placed[driver])


if __name__ == "__main__":
    main()
