"""Load a van for one zone and report what it carries."""
import sys

from shipments import Parcel, round_weight

LIMIT = 20.0


def load_van(specs):
    van = []
    for ident, weight, zone in specs:
        van.append(Parcel(ident, float(weight), zone))
    return van


def run(specs, zone):
    van = load_van(specs)
    van[1].state = "collected"
    carried = round_weight(van, zone, LIMIT)
    aboard = [p.ident for p in van if p.state == "on_van"]
    print(zone, carried, "kg aboard:", aboard)
    return carried


if __name__ == "__main__":
    specs = [("p1", "4.5", "north"), ("p2", "7", "north"), ("p3", "12", "south"), ("p4", "16", "north"), ("p5", "3", "north")]
    run(specs, sys.argv[1] if len(sys.argv) > 1 else "north")
