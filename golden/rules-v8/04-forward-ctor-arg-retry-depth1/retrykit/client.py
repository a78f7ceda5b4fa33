"""Fetching with retries, and the importer's entry point."""
import time

from retrykit.policy import RetryPolicy


def fetch(transport, url, settings):
    timeout = settings.get("timeout", 10)
    total = int(settings.get("retries", 3))
    policy = RetryPolicy(total, backoff=settings.get("backoff", 0.5))
    for pause in policy.delays():
        response = transport.get(url, timeout=timeout)
        if response.ok:
            return response.body
        time.sleep(pause)
    raise IOError("gave up on %s after %d retries" % (url, total))


def probe(transport, url):
    policy = RetryPolicy(1, backoff=0.0)
    for pause in policy.delays():
        if transport.head(url).ok:
            return True
    return False


def fetch_all(transport, urls, settings):
    pages = {}
    for url in urls:
        pages[url] = fetch(transport, url, settings)
    return pages


def main(transport, urls):
    pages = fetch_all(transport, urls, {"retries": 5})
    print(len(pages), "pages imported")
    return 0
