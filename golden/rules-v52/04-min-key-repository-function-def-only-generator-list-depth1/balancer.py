"""Pick the backend that serves a request."""
from backends import describe, healthy, load_of, role_for

POOL = [{"name": "db1", "role": "primary", "active": 4, "limit": 10}, {"name": "db2", "role": "replica", "active": 3, "limit": 10}, {"name": "db3", "role": "replica", "active": 1, "limit": 1}, {"name": "db4", "role": "replica", "active": 2, "limit": 8}]


def pick(pool, down, prefer):
    candidates = list(healthy(pool, down))
    if not candidates:
        return None
    preferred = [b for b in candidates if b["role"] == prefer]
    best = min(preferred or candidates, key=load_of)
    label = describe(best)
    print("routing to", label)
    return best["name"]


def route(request, pool):
    down = set(request.get("down", []))
    prefer = role_for(request)
    name = pick(pool, down, prefer)
    if name is None:
        raise RuntimeError("no healthy backend")
    return name


if __name__ == "__main__":
    print(route({"readonly": True}, POOL))
    print(route({}, POOL))
    print(route({"down": ["db1"]}, POOL))
