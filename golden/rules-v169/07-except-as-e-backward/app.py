import asyncio


async def parse(text):
    await asyncio.sleep(0)
    return int(text)


async def main(text):
    value = 0
    note = "none"
    try:
        value = await parse(text)
    except ValueError as e:
        note = e.args[0]
    print(value)
    return note


print(asyncio.run(main("abc")))
