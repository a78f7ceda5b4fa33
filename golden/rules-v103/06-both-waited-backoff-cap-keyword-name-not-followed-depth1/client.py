"""Fetch from a list of hosts, retrying with backoff."""
from net import backoff


def fetch(url, retries=3, timeout=2.0, verbose=False):
    waited = 0.0
    host = url.split("/")[0]
    for attempt in range(retries):
        if verbose:
            print("try", attempt, url)
        if url.startswith("ok"):
            break
        waited += backoff(attempt, cap=timeout, name=host)
    return round(waited, 2)


def sync(hosts, patient=False):
    total = 0.0
    quiet = len(hosts) > 3
    for host in hosts:
        if patient:
            total += fetch(host, retries=5, timeout=4.0)
        else:
            total += fetch(host, verbose=not quiet, retries=2)
    return total


if __name__ == "__main__":
    print(sync(["ok.example/a", "down.example/b"]))
    print(sync(["down.example/c"], patient=True))
