"""Storage plans and per-user overrides for an upload service."""

PLANS = {"free": 100, "pro": 5000}


def usage_of(usage, user):
    stored = usage.get(user, [])
    return sum(stored)


def quota_for(user, plan, overrides):
    base = PLANS.get(plan, 0)
    extra = overrides.get(user, 0)
    if extra < 0:
        return 0
    return base + extra


def over_by(used, quota):
    return max(0, used - quota)


def pretty(n):
    return "%d MB" % n
