"""Download pages and report on them."""
from jobs import Batch, Job


def normalize(url):
    return url.strip().lower()


def fetch(url):
    return "<title>%s</title>" % normalize(url)


def size_of(page):
    return len(page)


def title_of(page):
    start = page.index(">") + 1
    return page[start:page.index("</")]


def shout(page):
    return page.upper()


def run_one(url, want_title):
    handler = title_of if want_title else size_of
    job = Job(fetch, url, handler)
    status = job.run()
    return status


def crawl(urls, titles):
    statuses = {url: run_one(url, titles) for url in urls}
    return statuses


def collect(urls):
    batch = Batch()
    for url in urls:
        batch.on_done(fetch(url))
    return batch.results
