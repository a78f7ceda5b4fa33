"""Currency conversion with a cache shared across one billing run."""
import asyncio


async def lookup(cache, code, source):
    if code in cache:
        return cache[code]
    await asyncio.sleep(0)
    if code not in source:
        raise LookupError(f"no rate for {code}")
    rate = source[code]
    cache[code] = rate
    return rate


async def convert(amount, code, cache, source):
    try:
        rate = await lookup(cache, code, source)
    except LookupError as err:
        print(f"fallback for {code}: {err}")
        rate = 1.0
    return round(amount * rate, 2)
