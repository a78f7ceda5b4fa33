import asyncio


async def load(key):
    size = len(key)
    await asyncio.sleep(0)
    return size


async def main():
    cfg = await load("alpha")
    n = await load("beta")
    cfg = cfg * 2
    await asyncio.sleep(0)
    result = cfg + 1
    flag = True
    print(n)
    print(flag)
    return result


r = asyncio.run(main())
print(r)
