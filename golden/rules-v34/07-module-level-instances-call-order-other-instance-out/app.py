"""User profiles and sessions kept in module-level caches."""
from cache import BoundedCache

profiles = BoundedCache(2)
sessions = BoundedCache(8)


def load_profile(uid):
    found = profiles.get(uid)
    if found is None:
        found = {"id": uid, "name": "user%d" % uid}
        profiles.put(uid, found)
    return found


def login(uid, token, name):
    sessions.put(token, uid)
    profiles.put(uid, {"id": uid, "name": name})
    return token


def report():
    return "profiles %s, sessions %s" % (profiles.describe(), sessions.describe())


load_profile(1)
login(2, "tok-2", "ada")
print(report())
sessions.put("tok-0", 0)
load_profile(2)
RATIO = profiles.hit_ratio()
load_profile(3)
print("hit ratio", RATIO, "after", report())
