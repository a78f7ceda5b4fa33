"""Named leases on shared resources, in the shape of a small lock server."""


def holder(leases, name, now):
    entry = leases.get(name)
    if entry is None or entry[1] <= now:
        return None
    return entry


def acquire(leases, name, owner, now, ttl=30):
    current = holder(leases, name, now)
    try:
        if current is not None:
            if current[0] == owner:
                return current
            raise KeyError(name)
    except KeyError:
        print(name, "is held by", current[0])
        return None
    else:
        lease = (owner, now + ttl)
    finally:
        print("lease request for", name, "by", owner)
    print("granted", name, "to", owner, "until", lease[1])
    return lease
