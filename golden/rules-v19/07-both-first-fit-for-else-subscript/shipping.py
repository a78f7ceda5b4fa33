"""Plan the trucks needed for a day's parcels."""
import sys

from packing import first_fit, waste


def plan(parcels, truck):
    sizes = [p["volume"] for p in parcels if p["volume"] > 0]
    sizes.sort(reverse=True)
    loads = first_fit(sizes, truck)
    spare = waste(loads, truck)
    print("spare capacity:", spare)
    return len(loads)


def main(argv):
    truck = int(argv[0]) if argv else 10
    parcels = [{"volume": v} for v in (6, 5, 4, 3, 0, 2)]
    print(plan(parcels, truck), "trucks")


if __name__ == "__main__":
    main(sys.argv[1:])
