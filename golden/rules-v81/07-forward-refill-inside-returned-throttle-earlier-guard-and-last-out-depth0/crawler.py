"""Fetch a list of URLs politely, deferring the ones the throttle refuses."""
from throttle import make_throttle

RATE = 2.0
BURST = 2


def crawl(requests):
    allow = make_throttle(RATE, BURST)
    fetched = []
    deferred = []
    for url, now in requests:
        if allow(now):
            fetched.append(url)
        else:
            deferred.append(url)
    return fetched, deferred


def schedule(urls, start, gap):
    requests = []
    for i, url in enumerate(urls):
        requests.append((url, start + i * gap))
    fetched, deferred = crawl(requests)
    return "%d fetched, %d deferred: %s" % (len(fetched), len(deferred), " ".join(deferred))


if __name__ == "__main__":
    print(schedule(["/a", "/b", "/c", "/d", "/e"], 0.0, 0.3))
