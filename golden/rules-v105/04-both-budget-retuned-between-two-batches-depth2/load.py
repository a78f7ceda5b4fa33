"""Load figures used to retune the admission budget."""


def busy_ratio(done, offered):
    if offered == 0:
        return 0.0
    return done / offered


def retune(load, floor, reason):
    print("retune because", reason)
    if load > 0.8:
        return floor
    step = int(10 * (1 - load))
    return max(floor, step)


def describe(load):
    if load > 0.8:
        return "busy"
    return "calm"
