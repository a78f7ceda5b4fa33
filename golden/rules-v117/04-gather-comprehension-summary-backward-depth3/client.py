"""A tiny HTTP-like client over an in-memory site snapshot."""
import asyncio


async def fetch(url, store, timeout):
    await asyncio.sleep(0)
    print(f"GET {url} (timeout {timeout}s)")
    body = store.get(url)
    if body is None:
        return {"url": url, "status": 404, "size": 0}
    return {"url": url, "status": 200, "size": len(body)}


def page_links(base, names):
    return [base + "/" + name for name in names]


def clean(text):
    return " ".join(text.split())


async def open_store(snapshot):
    await asyncio.sleep(0)
    store = {}
    for line in snapshot.strip().splitlines():
        url, _, body = line.partition(" ")
        store[url] = clean(body)
    return store
