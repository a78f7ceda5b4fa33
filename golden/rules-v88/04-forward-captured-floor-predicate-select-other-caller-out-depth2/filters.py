"""Keep the items of a list that pass a caller's test."""


def select(items, keep, label="items"):
    chosen = []
    dropped = 0
    for item in items:
        if keep(item):
            chosen.append(item)
        else:
            dropped += 1
    print(label, "kept", len(chosen), "dropped", dropped)
    return chosen


def first(items, keep):
    for item in items:
        if keep(item):
            return item
    return None
