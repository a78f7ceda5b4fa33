"""Pagination helpers in the style of a web framework."""


def page_size(params, default=20, maximum=100, label="list"):
    raw = params.get("per_page", default)
    size = int(raw)
    if size > maximum:
        print("%s: per_page capped at %d" % (label, maximum))
        size = maximum
    return size


def page_slice(items, page, size):
    start = (page - 1) * size
    stop = start + size
    return items[start:stop]


def page_links(base, page, count, size):
    last = (count + size - 1) // size
    links = []
    if page > 1:
        links.append("%s?page=%d" % (base, page - 1))
    if page < last:
        links.append("%s?page=%d" % (base, page + 1))
    return links
