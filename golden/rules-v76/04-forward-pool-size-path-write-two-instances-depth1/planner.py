"""Split a worker budget between a main pool and an overflow pool."""
from pools import Pool, total_free


def plan(budget, reserved):
    spare = budget - reserved
    main = Pool("main", reserved)
    extra = Pool("extra", 1)
    extra.size = max(spare, 1)
    extra.name = "extra-%d" % budget
    print("pools:", main.label(), extra.label())
    tag = extra.name.upper()
    headroom = extra.free() - main.free()
    base = main.free()
    print(tag, "headroom", headroom, "base", base)
    return [main, extra]


def report(budget):
    pools = plan(budget, 3)
    free = total_free(pools)
    print("free workers:", free)
    return free


if __name__ == "__main__":
    print(report(8))
