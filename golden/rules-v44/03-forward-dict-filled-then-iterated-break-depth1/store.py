from inventory import restock, describe


def nightly(levels, policy):
    floor = policy.get("floor", 5)
    cap = policy.get("cap", 20)
    placed = restock(levels, floor, cap)
    print("placed", len(placed))
    text = describe(placed, levels)
    return text


def run():
    levels = {"bolts": 2, "nuts": 9, "_test": 0, "washers": 1}
    text = nightly(levels, {"floor": 10, "cap": 15})
    print(text)
    return text


if __name__ == "__main__":
    print(len(run()))
