"""Summarizes a batch of log files by size class."""
import asyncio

from records import Span, note, read_records


async def alert(counts, channel):
    await asyncio.sleep(0)
    line = f"[{channel}] {counts['big']} big records"
    print(line)
    return line


async def summarize(rows, cutoff):
    names = []
    counts = {"big": 0, "small": 0, "bytes": 0}
    async for rec in read_records(rows):
        async with Span():
            await note(counts, rec, cutoff)
        names.append(rec.name)
    share = counts["big"] / max(1, len(names))
    report = f"{len(names)} records, {share:.0%} big, {counts['bytes']} bytes"
    return counts, report


async def main():
    rows = [("a.log", "1200"), ("b.log", "80"), ("c.log", "5300")]
    counts, report = await summarize(rows, cutoff=1000)
    print(report)
    if counts["big"]:
        await alert(counts, "ops")
    print("done")


asyncio.run(main())
