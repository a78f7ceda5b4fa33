import asyncio


class Session:
    async def __aenter__(self):
        await asyncio.sleep(0)
        return self

    async def __aexit__(self, exc_type, exc, tb):
        return False


async def main(n):
    out = []
    scale = 10
    other = 1
    async with Session() as s:
        out.append(n * scale)
        other += 1
    print(other)
    return out


print(asyncio.run(main(4)))
