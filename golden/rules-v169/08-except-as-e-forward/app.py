import asyncio


async def parse(text):
    await asyncio.sleep(0)
    return int(text)


async def main(text):
    other = len(text)
    try:
        n = await parse(text)
    except ValueError as e:
        msg = str(e)
        n = len(msg)
    label = f"n={n}"
    print(other)
    return label


out = asyncio.run(main("abc"))
print(out)
