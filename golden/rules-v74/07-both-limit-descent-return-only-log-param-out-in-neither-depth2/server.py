"""Admit requests against per-user quotas."""
import quota


def admit(user, used, burst, log):
    print("admit", user["name"], used)
    limit = quota.limit_for(user, burst, log)
    remaining = limit - used
    if remaining <= 0:
        print("over quota", user["name"])
        return 0
    return remaining


def serve(users, log):
    served = []
    for user, used in users:
        left = admit(user, used, user.get("burst", False), log)
        if left:
            served.append(user["name"])
    print(len(log), "quota checks logged")
    return served


if __name__ == "__main__":
    USERS = [({"name": "ann", "tier": "pro"}, 10), ({"name": "bob", "burst": True}, 95)]
    LOG = []
    print(serve(USERS, LOG))
