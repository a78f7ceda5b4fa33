"""Finds the loudest event of a stream, ignoring muted sources."""
import asyncio

from monitor import Stream, rate, watch


async def loudest(stream, weights, muted):
    if stream.closed:
        print("stream closed")
        return None
    worst = None
    top = 0.0
    score = 0.0
    skipped = 0
    async for event in watch(stream):
        if event.source in muted:
            skipped += 1
            continue
        score = await rate(event, weights)
        if score > top:
            top = score
            worst = event.name
        if event.level == "fatal":
            break
    print(f"skipped {skipped} muted events")
    return worst


async def main():
    events = [
        ("db", "warn", 3.0),
        ("cron", "error", 9.0),
        ("api", "error", 2.5),
        ("api", "fatal", 1.0),
        ("db", "error", 8.0),
    ]
    stream = Stream(events)
    weights = {"error": 2.0, "fatal": 5.0}
    name = await loudest(stream, weights, muted={"cron"})
    print(f"loudest: {name}")


asyncio.run(main())
