"""Event stream primitives for the alerting job."""
import asyncio


class Event:
    def __init__(self, source, level, load):
        self.source = source
        self.level = level
        self.load = load
        self.name = f"{source}:{level}"


class Stream:
    def __init__(self, events, closed=False):
        self.events = events
        self.closed = closed


async def watch(stream):
    for source, level, load in stream.events:
        await asyncio.sleep(0)
        yield Event(source, level, load)


async def rate(event, weights):
    await asyncio.sleep(0)
    return event.load * weights.get(event.level, 1.0)
