"""Async HTTP helpers for the account service."""
import asyncio

RETRY_DELAY = 0.25


async def fetch_json(session, url, retries=2):
    for attempt in range(retries + 1):
        resp = await session.get(url)
        if resp.status == 200:
            return await resp.json()
        await asyncio.sleep(RETRY_DELAY * (attempt + 1))
    return {}


async def load_account(session, base, uid):
    profile = await fetch_json(session, f"{base}/users/{uid}")
    orders = await fetch_json(session, f"{base}/users/{uid}/orders", retries=0)
    audit = asyncio.create_task(session.post(f"{base}/audit", json={"uid": uid}))
    name = profile.get("name", uid)
    total = sum(o["amount"] for o in orders.get("items", []))
    summary = f"{name}: {total:.2f} EUR"
    await audit
    return summary
