import asyncio


async def check(v):
    if v < 0:
        raise ValueError("neg")
    return v


async def main(v):
    count = 0
    await check(v)
    count = count + 1
    return count


print(asyncio.run(main(3)))
