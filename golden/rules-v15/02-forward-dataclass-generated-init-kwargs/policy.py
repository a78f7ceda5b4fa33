"""Rate-limit policies for API clients."""
from dataclasses import dataclass


@dataclass
class Policy:
    name: str
    limit: int
    burst: int

    def allows(self, used):
        ceiling = self.limit + self.burst
        return used < ceiling

    def describe(self):
        return "%s: %d/min" % (self.name, self.limit)
