import asyncio


async def is_ready(n):
    await asyncio.sleep(0)
    return n % 2 == 0


async def main(n):
    msg = "wait"
    count = 0
    if await is_ready(n):
        msg = "go"
        count += 1
    print(count)
    return msg


print(asyncio.run(main(4)))
