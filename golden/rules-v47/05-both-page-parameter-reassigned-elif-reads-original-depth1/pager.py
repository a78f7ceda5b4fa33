"""Pagination of result lists, in the style of a REST API."""

PER_PAGE = 20


def page_count(total, per_page):
    return max(1, -(-total // per_page))


def paginate(items, page, per_page):
    pages = page_count(len(items), per_page)
    if page < 1:
        print("page", page, "out of range, showing page 1")
        page = 1
    elif page > pages:
        page = pages
    start = (page - 1) * per_page
    return items[start:start + per_page]


def page_links(page, pages):
    links = []
    if page > 1:
        links.append("prev")
    if page < pages:
        links.append("next")
    return links
