"""Queue helpers that tidy, move and label jobs."""


def transfer(src, dst, limit):
    moved = 0
    while src and moved < limit:
        job = src.pop(0)
        dst.append(job)
        moved += 1
    return moved


def tidy(items):
    items[:] = [item.strip() for item in items if item.strip()]
    items.sort()
    return len(items)


def label(stats):
    width = max(len(key) for key in stats)
    return [key.ljust(width) + " " + str(stats[key]) for key in sorted(stats)]
