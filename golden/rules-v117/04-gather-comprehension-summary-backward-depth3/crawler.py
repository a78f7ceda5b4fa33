"""Crawls the sections of a few sites and totals the bytes served."""
import asyncio

from client import fetch, open_store, page_links

SECTIONS = ("about", "blog", "shop")
SNAPSHOT = """
https://a.example  welcome to a
https://a.example/about  about   us
https://a.example/blog  posts here
https://b.example/shop  shop
"""
SITES = ["https://a.example", "https://b.example"]


async def crawl(store, start, timeout):
    home = await fetch(start, store, timeout)
    if home["status"] != 200:
        return 0
    links = page_links(start, SECTIONS)
    pages = await asyncio.gather(*[fetch(u, store, timeout) for u in links])
    ok = [p for p in pages if p["status"] == 200]
    total = sum(p["size"] for p in ok)
    print(f"{start}: {len(ok)}/{len(pages)} pages ok, {total} bytes")
    return total


async def survey(sites, store):
    sizes = {}
    limit = 1.5
    for site in sites:
        size = await crawl(store, site, timeout=limit)
        sizes[site] = size
    return sizes


async def main():
    store = await open_store(SNAPSHOT)
    sizes = await survey(SITES, store)
    print(sizes)


asyncio.run(main())
