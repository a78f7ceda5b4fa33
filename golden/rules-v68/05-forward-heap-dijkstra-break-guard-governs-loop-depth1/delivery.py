"""Lists the depots a courier can reach on one charge."""

from paths import total_weight, within

ROADS = {
    "hub": [("north", 2), ("east", 4)],
    "north": [("east", 1), ("lake", 5)],
    "east": [("lake", 2), ("ridge", 6)],
    "lake": [("ridge", 1)],
    "ridge": [],
}


def coverage(roads, depot, charge):
    near = within(roads, depot, charge)
    share = len(near) / len(roads)
    size = total_weight(roads)
    print("total road length", size)
    return share


if __name__ == "__main__":
    print(coverage(ROADS, "hub", 4))
