"""Profile cache in front of a slow profile store."""
import asyncio
import time


class Entry:
    def __init__(self, value, stamp):
        self.value = value
        self.stamp = stamp


async def load_profile(user_id, db):
    await asyncio.sleep(0)
    row = db[user_id]
    return {"id": user_id, "name": row["name"], "plan": row.get("plan", "free")}


async def get_profile(user_id, db, cache, ttl):
    now = time.monotonic()
    key = str(user_id)
    entry = cache.get(key)
    if entry is not None and now - entry.stamp < ttl:
        print(f"cache hit for {key}")
        return entry.value
    stale = entry.value if entry is not None else None
    try:
        value = await load_profile(user_id, db)
    except KeyError:
        print(f"no row for {key}, using fallback")
        value = stale
    if value is None:
        value = {"id": user_id, "name": "guest", "plan": "free"}
    cache[key] = Entry(value, now)
    return value
