"""Per-client request quotas in the style of a rate-limiting middleware."""

LIMITS = {"free": 2, "pro": 100}


def over_quota(used, plan, context):
    limit = LIMITS.get(plan, 0)
    if used >= limit:
        print("quota exceeded:", context)
        return True
    return False


def remaining(used, plan):
    return max(LIMITS.get(plan, 0) - used, 0)
