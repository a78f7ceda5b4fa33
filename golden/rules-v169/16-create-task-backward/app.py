import asyncio


async def work(v):
    await asyncio.sleep(0)
    return v * 3


async def idle(v):
    return v


async def main():
    a = 4
    b = 9
    t = asyncio.create_task(work(a))
    u = asyncio.create_task(idle(b))
    r = await t
    await u
    return r


print(asyncio.run(main()))
