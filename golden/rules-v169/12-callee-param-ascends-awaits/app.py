import asyncio


async def scale(x, f):
    y = x * f
    return y


async def main():
    a = await scale(2, 10)
    b = await scale(a, 3)
    return b


print(asyncio.run(main()))
