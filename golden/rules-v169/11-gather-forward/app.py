import asyncio


async def square(n):
    await asyncio.sleep(0)
    return n * n


async def negate(n):
    return -n


async def main(k):
    base = k + 1
    other = k * 3
    s, c = await asyncio.gather(square(base), negate(other))
    first = s + 1
    second = c - 1
    print(other)
    return second


print(asyncio.run(main(2)))
