"""Request options for the nightly catalogue sync."""
import os

DEFAULT_TIMEOUT = 10
TOKEN_FILE = "/etc/catalogue/token"


class RetryPolicy:
    def __init__(self, total=3, backoff=0.5):
        self.total = total
        self.backoff = backoff


class RequestOptions:
    def __init__(self, timeout):
        self.timeout = timeout
        self.retry = RetryPolicy()
        self.headers = {"Accept": "application/json"}


def build_options(profile, token):
    profile.setdefault("slow_network", os.environ.get("SYNC_SLOW") == "1")
    timeout = float(profile.get("timeout", DEFAULT_TIMEOUT))
    opts = RequestOptions(timeout)
    opts.headers.update({"Authorization": f"Bearer {token}"})
    if profile.get("fast"):
        opts.timeout = timeout / 2
    if profile["slow_network"]:
        opts.retry.backoff = 2.0
    opts.headers["X-Profile"] = profile.get("name", "default")
    tags = list(profile.get("tags", []))
    tags.append("sync")
    attempts = opts.retry.total + 1
    budget = attempts * opts.timeout
    return opts, attempts, budget, tags


def read_token(path):
    with open(path, encoding="utf-8") as fh:
        return fh.read().strip()


def sync_all(profiles):
    token = read_token(TOKEN_FILE)
    plans = {}
    for name, profile in sorted(profiles.items()):
        opts, attempts, budget, tags = build_options(profile, token)
        plans[name] = (attempts, budget)
    return plans
