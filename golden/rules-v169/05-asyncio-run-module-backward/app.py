import asyncio

LIMIT = 5
VERBOSE = False


async def step(v):
    await asyncio.sleep(0)
    return v + 1


async def main(limit):
    acc = 0
    noise = 0
    for i in range(limit):
        acc = await step(acc)
        noise += 1
    if VERBOSE:
        print(noise)
    return acc


result = asyncio.run(main(LIMIT))
print(result)
