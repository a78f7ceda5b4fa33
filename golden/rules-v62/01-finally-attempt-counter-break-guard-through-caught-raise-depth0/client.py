"""Download documents from a flaky upstream, with a bounded number of attempts."""
from upstream import get


def download(url, retries=3):
    attempts = 0
    errors = []
    payload = None
    for attempt in range(retries):
        try:
            status, data = get(url, attempt)
            if status >= 500:
                raise OSError("upstream answered %d" % status)
            payload = data
            break
        except OSError as exc:
            errors.append(str(exc))
        finally:
            attempts += 1
    if errors:
        print(url, "failed", len(errors), "time(s):", errors[-1])
    return payload, attempts


def mirror_all(urls, retries):
    saved = {}
    calls = 0
    for url in urls:
        payload, used = download(url, retries)
        calls += used
        if payload is not None:
            saved[url] = payload
    print("mirrored", len(saved), "of", len(urls), "in", calls, "requests")
    return saved


if __name__ == "__main__":
    print(mirror_all(["/a", "/b", "/c", "/d"], 3))
