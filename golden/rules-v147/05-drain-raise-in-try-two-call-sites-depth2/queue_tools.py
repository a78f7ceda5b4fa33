"""Move work items from a queue into a sink dictionary."""


def drain(queue, sink, tag):
    moved = 0
    try:
        for item in queue:
            if item is None:
                raise ValueError("empty item in " + tag)
            sink[item] = tag
            moved += 1
    except ValueError:
        moved = -1
    finally:
        sink["_last"] = tag
    return moved


def describe(sink):
    keys = sorted(k for k in sink if not k.startswith("_"))
    return ", ".join(keys)
