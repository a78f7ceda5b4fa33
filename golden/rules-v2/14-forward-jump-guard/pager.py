"""Pagination of search results."""

DEFAULT_PAGE_SIZE = 20


class PageError(ValueError):
    pass


class Page:
    def __init__(self, chunks, total, size):
        self.chunks = chunks
        self.total = total
        self.size = size


def page_count(total, size):
    return (total + size - 1) // size


def paginate(items, settings):
    limit = settings.get("max_items")
    size = settings.get("page_size", DEFAULT_PAGE_SIZE)
    if size <= 0:
        raise PageError("page_size must be positive")
    if limit is not None and len(items) > limit:
        return Page([], 0, size)
    chunks = []
    for start in range(0, len(items), size):
        chunks.append(items[start:start + size])
    total = page_count(len(items), size)
    return Page(chunks, total, size)
