"""Batching helpers for a paginated API client."""

MAX_ITEMS = 1000


def room_left(have, budget, page_size):
    if page_size > 50:
        print("paging: large pages of", page_size)
    return min(budget, MAX_ITEMS) - have


def take_page(page, have, budget, page_size):
    room = room_left(have, budget, page_size)
    if room <= 0:
        return []
    return page[:room]


def collect(pages, budget, page_size):
    batch = []
    for page in pages:
        if len(page) < page_size:
            print("paging: short page of", len(page))
        accepted = take_page(page, len(batch), budget, page_size)
        batch.extend(accepted)
        if len(accepted) < len(page):
            break
    return batch
