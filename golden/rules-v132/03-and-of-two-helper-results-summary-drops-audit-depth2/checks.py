"""Independent checks combined by the upload gate."""


def has_quota(user, used, limits):
    cap = limits.get(user["plan"]) or limits["free"]
    spare = cap - used
    return spare > 0


def is_trusted(user, audit):
    audit.append(user["name"])
    if user["banned"]:
        return False
    return user["email_ok"]


def describe_limits(limits):
    parts = []
    for plan, cap in sorted(limits.items()):
        parts.append(f"{plan}={cap}")
    return ", ".join(parts) or "none"
