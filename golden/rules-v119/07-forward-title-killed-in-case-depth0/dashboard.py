"""Format sensor readings as dashboard tiles."""

UNITS = {"temp": "C", "hum": "%"}


def tile(reading):
    unit = UNITS.get(reading["kind"], "")
    title = reading["name"].title()
    rows = [title]
    match reading:
        case {"value": None}:
            title = "(offline)"
            rows = [title]
        case {"value": float(v) | int(v)} if v < 0:
            rows.append(f"{v}{unit} below zero")
        case {"value": v}:
            rows.append(f"{v}{unit}")
    print("rendering", title)
    return " | ".join(rows)


readings = [
    {"name": "attic", "kind": "temp", "value": 21.5},
    {"name": "cellar", "kind": "temp", "value": -2},
    {"name": "porch", "kind": "hum", "value": None},
]
for r in readings:
    print(tile(r))
