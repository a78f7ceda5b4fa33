import asyncio


async def guard(v, cap):
    if v > cap:
        raise RuntimeError("over")
    await asyncio.sleep(0)


async def main(v):
    cap = 5
    seen = []
    await guard(v, cap)
    seen.append(v)
    return seen


print(asyncio.run(main(3)))
