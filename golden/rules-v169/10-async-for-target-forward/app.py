import asyncio


async def ticks(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield i


async def main():
    total = 0
    seen = 0
    async for t in ticks(3):
        total += t
    seen = seen + 1
    print(seen)
    return total


print(asyncio.run(main()))
