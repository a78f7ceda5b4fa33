"""Refresh every document of a site map."""
from fetcher import FetchError


def sync_all(fetcher, urls):
    failed = []
    for url in urls:
        try:
            fetcher.refresh(url)
        except FetchError as err:
            failed.append((url, err.status))
    return failed


def stale_urls(sitemap, cache):
    return [u for u in sitemap if not cache.fresh(u)]
