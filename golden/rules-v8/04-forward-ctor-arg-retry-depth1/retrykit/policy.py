"""Retry schedules with exponential backoff, after urllib3's Retry."""
import random


def jittered(delay, spread):
    return delay + random.uniform(0, spread)


class RetryPolicy:
    def __init__(self, total, backoff=0.5, spread=0.1):
        self.total = total
        self.backoff = backoff
        self.spread = spread

    def delays(self):
        out = []
        for attempt in range(self.total):
            out.append(jittered(self.backoff * 2 ** attempt, self.spread))
        return out
