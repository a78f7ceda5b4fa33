import asyncio


async def fetch(x):
    await asyncio.sleep(0)
    return x * 2


async def store(v, log):
    log.append(v)
    return len(log)


async def main():
    log = []
    a = await fetch(3)
    b = await fetch(a)
    c = await store(b, log)
    d = await fetch(10)
    print(a, b, c, d)
    return b


asyncio.run(main())
