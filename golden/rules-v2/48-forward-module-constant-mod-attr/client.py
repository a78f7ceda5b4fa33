"""HTTP request planning."""
import settings


def request_options(url, fast=False):
    timeout = settings.TIMEOUT
    if fast:
        timeout = timeout // 2
    retries = settings.RETRIES
    return {"url": url, "timeout": timeout, "retries": retries}


def plan(urls):
    plans = []
    for url in urls:
        opts = request_options(url)
        plans.append(opts)
    headers = {"User-Agent": settings.USER_AGENT}
    return plans, headers


def total_budget(urls):
    count = len(urls)
    return count * settings.RETRIES


def run(urls):
    batch, headers = plan(urls)
    budget = total_budget(urls)
    return len(batch), budget
