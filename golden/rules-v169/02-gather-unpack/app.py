import asyncio


async def square(n):
    return n * n


async def cube(n):
    return n * n * n


async def main(k):
    base = k + 1
    other = k - 1
    unused = k * 100
    s, c = await asyncio.gather(square(base), cube(other))
    total = s + 1
    print(unused)
    return total


print(asyncio.run(main(5)))
