"""Print the departure boards of a round trip."""
from legs import make_leg, endpoints, describe


def board(legs, coming_home, verbose):
    rows = []
    seen = set()
    for leg in legs:
        sep = " to " if verbose else "->"
        start, stop, label = endpoints(leg, coming_home, sep)
        if start not in seen:
            seen.add(start)
            rows.append(label)
    return rows


def main():
    hops = [("lis", "mad", 75), ("mad", "par", 120), ("par", "lis", 150)]
    legs = [make_leg(o, d, m) for o, d, m in hops]
    home = True
    print(board(legs, home, False))
    print(board(legs[:2], not home, True))
    print(describe(legs[0]))


if __name__ == "__main__":
    main()
