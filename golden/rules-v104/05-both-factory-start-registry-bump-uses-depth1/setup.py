"""Build the registry of page counters."""
from counters import make_counter

DEFAULT_FLOOR = 2


def build_registry(keys, floor):
    registry = {}
    for key in keys:
        registry[key] = make_counter(key, floor)
    spare = make_counter("Spare ", DEFAULT_FLOOR)
    registry["spare"] = spare
    registry["home"].bump()
    registry["home"].bump(3)
    home = registry["home"].value
    print("home at", home)
    names = sorted(keys)
    return registry, names


if __name__ == "__main__":
    table, order = build_registry(["home", "about"], -1)
    print(order, [table[k].show() for k in order])
