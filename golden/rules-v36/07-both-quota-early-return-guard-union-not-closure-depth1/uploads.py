"""Accept or refuse uploads against each user's storage quota."""
import limits

PLAN_OF = {"ann": "pro", "bob": "free"}
OVERRIDES = {"bob": 20}


def accept(user, size, usage, plan, overrides):
    used = limits.usage_of(usage, user)
    quota = limits.quota_for(user, plan, overrides)
    if used + size > quota:
        excess = limits.over_by(used + size, quota)
        print("refused %s: %s over" % (user, limits.pretty(excess)))
        return 0
    remaining = quota - used - size
    print("stored %s for %s" % (limits.pretty(size), user))
    return remaining


def process(batch, usage, plans, overrides):
    results = []
    for user, size in batch:
        left = accept(user, size, usage, plans[user], overrides)
        results.append("%s:%d" % (user, left))
    return results


if __name__ == "__main__":
    print(accept("eve", 40, {}, "free", {}))
    print(process([("ann", 300), ("bob", 40)], {"bob": [50, 40]}, PLAN_OF, OVERRIDES))
