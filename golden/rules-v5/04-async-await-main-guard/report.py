"""Prints account summaries for the user ids given on the command line."""
import asyncio
import sys

import httpx

from client import load_account as load

API_BASE = "https://accounts.internal/api"


async def main(argv):
    verbose = "-v" in argv
    uids = [a for a in argv if not a.startswith("-")]
    session = httpx.AsyncClient(timeout=5.0)
    lines = []
    for uid in uids:
        line = await load(session, API_BASE, uid)
        lines.append(line)
        if verbose:
            print("loaded", uid)
    await session.aclose()
    return lines


if __name__ == "__main__":
    for text in asyncio.run(main(sys.argv[1:])):
        print(text)
