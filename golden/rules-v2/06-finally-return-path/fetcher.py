"""Refresh cached documents from an upstream server."""


class FetchError(IOError):
    def __init__(self, url, status):
        super().__init__("%s answered %d" % (url, status))
        self.url = url
        self.status = status


class Fetcher:
    def __init__(self, pool, cache, metrics):
        self.pool = pool
        self.cache = cache
        self.metrics = metrics

    def refresh(self, url):
        events = []
        conn = self.pool.acquire()
        try:
            if self.cache.fresh(url):
                events.append("fresh")
                return
            response = conn.request("GET", url)
            if response.status >= 500:
                events.append("server-error")
                raise FetchError(url, response.status)
            self.cache.put(url, response.read())
            events.append("stored")
        finally:
            self.pool.release(conn)
            self.metrics.record(url, events)

    def drop(self, url):
        self.cache.delete(url)
        self.metrics.record(url, ["dropped"])
