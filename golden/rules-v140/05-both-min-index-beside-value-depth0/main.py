"""Report the extremes of two sensor sweeps."""

from extremes import extremes


def main():
    morning = [[12, 9, 14], [11, 8, 15]]
    evening = [[20, 22], [19, 25], [18, 21]]
    spreads = []
    for name, grid in (("morning", morning), ("evening", evening)):
        spread, where = extremes(grid)
        spreads.append(spread)
        print(name, "spread", spread, where)
    widest = max(spreads)
    print("widest spread", widest)


if __name__ == "__main__":
    main()
