"""Connection adapters mounted on a session by URL prefix, after requests.Session."""


def cap(value, ceiling):
    return min(value, ceiling)


def backoff(attempt, factor):
    return cap(round(factor * 2 ** attempt, 2), 30.0)


class Adapter:
    def __init__(self, prefix):
        self.prefix = prefix
        self.retries = 0

    def configure(self, retries):
        self.retries = max(0, retries)

    def plan(self, factor):
        waits = []
        for attempt in range(self.retries):
            waits.append(backoff(attempt, factor))
        return waits


class Session:
    def __init__(self):
        self.adapters = {}

    def mount(self, prefix, retries):
        adapter = Adapter(prefix)
        adapter.configure(retries)
        self.adapters[prefix] = adapter

    def waits_for(self, url, factor):
        for prefix in sorted(self.adapters, key=len, reverse=True):
            if url.startswith(prefix):
                return self.adapters[prefix].plan(factor)
        return []
