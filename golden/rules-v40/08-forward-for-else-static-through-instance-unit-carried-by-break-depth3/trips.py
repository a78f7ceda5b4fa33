"""Trip summaries in the reader's preferred unit."""
import sys

from units import Quantity


def trip_line(leg, prefs):
    unit = prefs.get("unit", "km").strip().lower()
    distance = Quantity.parse(leg["distance"])
    limit = distance.parse(prefs.get("limit", "1000 km"))
    over = distance.to("m").value > limit.to("m").value
    shown = distance.to(unit)
    if shown is None:
        return f"{leg['name']}: no unit {unit!r}"
    flag = " (long)" if over else ""
    return f"{leg['name']}: {shown.label()}{flag}"


def itinerary(legs, prefs):
    lines = []
    for leg in legs:
        lines.append(trip_line(leg, prefs))
    return "\n".join(lines)


def main(argv):
    prefs = {"unit": argv[0] if argv else "mi", "limit": "400 km"}
    legs = [{"name": "Oslo-Bergen", "distance": "463 km"}, {"name": "Run", "distance": "10500"}]
    return itinerary(legs, prefs)


if __name__ == "__main__":
    print(main(sys.argv[1:]))
