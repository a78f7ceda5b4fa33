"""Log record source and per-record accounting."""
import asyncio


class Record:
    def __init__(self, name, size):
        self.name = name
        self.size = size


class Span:
    """Async context manager that marks one unit of work."""

    async def __aenter__(self):
        await asyncio.sleep(0)
        return self

    async def __aexit__(self, exc_type, exc, tb):
        await asyncio.sleep(0)
        return False


async def read_records(rows):
    for name, size in rows:
        await asyncio.sleep(0)
        yield Record(name, int(size))


async def note(counts, rec, cutoff):
    key = "big" if rec.size >= cutoff else "small"
    counts[key] += 1
    counts["bytes"] += rec.size
