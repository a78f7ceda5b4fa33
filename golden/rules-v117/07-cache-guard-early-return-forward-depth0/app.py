"""Greets users, reusing cached profiles between requests."""
import asyncio

from profiles import get_profile

DB = {1: {"name": "ada", "plan": "pro"}, 2: {"name": "bob"}}


async def greet(user_id, cache):
    profile = await get_profile(user_id, DB, cache, ttl=30.0)
    return f"hello {profile['name']} ({profile['plan']})"


async def main():
    cache = {}
    first = await greet(1, cache)
    again = await greet(1, cache)
    missing = await greet(7, cache)
    print(first, again, missing, sep="\n")
    print(sorted(cache))


asyncio.run(main())
