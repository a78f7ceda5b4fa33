"""Per-account request quotas."""


class QuotaExceeded(Exception):
    pass


def unit_cost(payload, per_kb=1):
    return max(1, len(payload) // 1024 * per_kb)


def charge(account, cost):
    try:
        balance = account["quota"]
    except KeyError as err:
        raise QuotaExceeded("no quota configured") from err
    remaining = balance - cost
    if remaining < 0:
        raise QuotaExceeded(f"over quota by {-remaining}")
    account["quota"] = remaining
    account["charged"] = account.get("charged", 0) + cost
    return remaining
