"""Generic grouping helpers shared by the report modules."""


def group_by(items, key):
    groups = {}
    skipped = 0
    for item in items:
        k = key(item)
        if k is None:
            skipped += 1
            continue
        groups.setdefault(k, []).append(item)
    if skipped:
        print("group_by: skipped", skipped, "items")
    return groups


def sizes(groups, minimum):
    return {k: len(v) for k, v in groups.items() if len(v) >= minimum}


def flatten(groups):
    return [item for k in sorted(groups) for item in groups[k]]
