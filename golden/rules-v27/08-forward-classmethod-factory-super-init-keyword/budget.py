"""Time budgets for a crawl, one client per URL."""
from clients import Client

DEFAULT_WAIT = "3"


def request_budget(url, opts):
    timeout = float(opts.get("timeout", DEFAULT_WAIT))
    retries = int(opts.get("retries", 2))
    client = Client.from_url(url, timeout)
    probe = Client(host_of(url))
    per_try = client.deadline(0.0)
    total = per_try * (retries + 1)
    print("probe", probe.origin(), "waits", probe.deadline(0.0))
    return total


def host_of(url):
    return url.split("/")[2].split(":")[0]


def plan(urls, opts):
    budgets = {}
    for url in urls:
        budgets[url] = request_budget(url, opts)
    return max(budgets.values())


if __name__ == "__main__":
    print("longest budget", plan(["http://a.example:8080/x", "http://b.example/y"], {"timeout": "90"}))
