"""A polite crawler: it waits before hitting a host it visited a moment ago."""
import throttle

SEED = "http://a.example/robots.txt"


def host_of(url):
    return url.split("/")[2]


def fetch(url, when, log):
    host = host_of(url)
    throttle.note_request(host, when)
    log.append("GET %s at %.1f" % (url, when))
    return len(url)


def pace(url, now):
    return throttle.wait_time(host_of(url), now)


def crawl(urls, start, step):
    log = []
    fetch(SEED, start - 1.0, log)
    first = pace(urls[0], start)
    for i, url in enumerate(urls):
        now = start + i * step
        delay = pace(url, now)
        if delay > 0:
            log.append("wait %.1f for %s" % (delay, url))
        fetch(url, now + delay, log)
    fetch(SEED, start + len(urls) * step, log)
    print("first wait", first, "- requests:", throttle.request_count())
    return log


URLS = ["http://a.example/", "http://b.example/", "http://a.example/x", "http://a.example/y"]
if __name__ == "__main__":
    print("\n".join(crawl(URLS, 10.0, 1.0)))
