"""Collect search hits page by page until enough titles are found."""

MAX_RESULTS = 50
PAGE = 3


def fetch_page(hits, page):
    start = page * PAGE
    return hits[start:start + PAGE]


def collect(hits, wanted, min_score):
    cap = min(wanted, MAX_RESULTS)
    found = []
    page = 0
    while page * PAGE < len(hits):
        for score, title in fetch_page(hits, page):
            if score >= min_score:
                found.append(title)
        if len(found) >= cap:
            break
        page += 1
    print("stopped at page", page)
    return found[:cap]
