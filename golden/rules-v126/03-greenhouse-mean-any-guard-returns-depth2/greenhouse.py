"""Greenhouse monitor: sweep every house and print a status board."""
from readings import hottest, summarise


def sweep(houses, floor):
    board = []
    for house, values in houses.items():
        label = house.title() + " house"
        board.append(summarise(label, values, floor))
    return board


def main():
    houses = {
        "north": [21, None, 23, -99, 25],
        "south": [30, 44, 29],
        "west": [None, -99],
    }
    floor = -50
    board = sweep(houses, floor)
    floor = 0
    warm = [house for house in houses if (hottest(houses[house]) or floor) > 24]
    for line in board:
        print(line)
    print(f"warm houses: {', '.join(warm)}")


if __name__ == "__main__":
    main()
