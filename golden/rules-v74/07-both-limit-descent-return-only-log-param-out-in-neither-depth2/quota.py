"""Per-user request quotas by tier."""

TIERS = {"free": 60, "pro": 600}


def _scale(base, factor):
    return int(base * factor)


def tier_limit(tier, burst):
    base = TIERS.get(tier, 30)
    if burst:
        return _scale(base, 1.5)
    return base


def limit_for(user, burst, log):
    name = user["name"]
    log.append("quota check for " + name)
    if user.get("banned"):
        print("banned user", name)
    return tier_limit(user.get("tier", "free"), burst)
