"""Resolves the effective permissions of a user from a role policy."""


def expand(policy, group):
    return set(policy["groups"].get(group, []))


def effective(user, policy):
    allowed = set(policy["base"])
    denied = set(policy.get("deny", []))
    for group in user["groups"]:
        extra = expand(policy, group)
        if not extra:
            continue
        allowed.update(extra)
    shown = allowed | {"help"}
    shown.add("about")
    if user.get("admin"):
        allowed.add("admin")
        denied.discard("export")
    for perm in sorted(denied):
        if perm in allowed:
            allowed.remove(perm)
    audit = allowed | denied
    print(user["name"], sorted(shown), len(audit))
    return allowed
