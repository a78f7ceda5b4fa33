"""Page links for a listing, in the shape of a paginator's template helper."""

WINDOW = 2


def page_links(total, per_page, base_url, current, extra=None):
    pages = max(1, -(-total // per_page))
    query = "&".join("%s=%s" % kv for kv in sorted((extra or {}).items()))

    def href(n):
        sep = "&" if query else ""
        return "%s?%s%spage=%d" % (base_url, query, sep, n)

    def text(n):
        return "[%d]" % n if n == current else str(n)

    links = []
    if current > 1:
        links.append(("prev", href(current - 1)))
    for n in range(max(1, current - WINDOW), min(pages, current + WINDOW) + 1):
        links.append((text(n), href(n)))
    if current < pages:
        links.append(("next", href(current + 1)))
    return links
