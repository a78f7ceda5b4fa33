"""Stock levels and restock planning for one warehouse."""

threshold = 5
warnings = 0
LEVELS = {"bolts": 2, "nuts": 12, "washers": 4}


def note_low(item):
    global warnings
    warnings += 1
    print("low stock:", item, "below", threshold)


def set_threshold(value):
    global threshold
    threshold = value


def restock_plan(levels, target):
    threshold = target // 2
    plan = {}
    for item, have in levels.items():
        if have >= threshold:
            continue
        plan[item] = target - have
        note_low(item)
    return plan


if __name__ == "__main__":
    small = restock_plan(LEVELS, 8)
    set_threshold(3)
    LEVELS["nuts"] = 1
    threshold = 10
    large = restock_plan(LEVELS, 30)
    print(small, large, warnings, threshold)
