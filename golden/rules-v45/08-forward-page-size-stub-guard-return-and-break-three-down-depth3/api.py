"""A small client for a paginated REST API."""
from paging import collect

DEFAULTS = {"page_size": "25", "retries": "3"}
PAGES = [[{"id": 1}, {"id": 2}], [{"id": 3}, {"id": 4}], [{"id": 5}]]


def page_size(opts):
    size = int(opts.get("page_size", DEFAULTS["page_size"]))
    if size > 100:
        size = 100
    return size


def fetch_all(opts, max_items):
    size = page_size(opts)
    retries = int(opts.get("retries", DEFAULTS["retries"]))
    items = collect(PAGES, max_items, size)
    print("fetched %d items, page size %d, %d retries" % (len(items), size, retries))
    return [item["id"] for item in items]


if __name__ == "__main__":
    print(fetch_all({"page_size": "2"}, 3))
