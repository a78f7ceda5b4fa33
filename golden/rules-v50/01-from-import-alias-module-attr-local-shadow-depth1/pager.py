"""Offset paging over a list of records, in the style of an API client."""

import config
from config import LIMIT as CAP
from config import clamp

LIMIT = 3


def page_size(requested):
    size = clamp(requested, 1, CAP)
    return size


def window(offset, requested):
    LIMIT = page_size(requested)
    ceiling = config.LIMIT * config.MAX_PAGES
    end = min(offset + LIMIT, ceiling)
    return offset, end


def fetch_page(records, number, requested):
    offset = number * config.PAGE
    start, end = window(offset, requested)
    return records[start:end]


def fetch_all(records, pages, requested):
    got = []
    for number in range(pages):
        got.append(fetch_page(records, number, requested))
    return got


def batches(numbers):
    return [numbers[i:i + LIMIT] for i in range(0, len(numbers), LIMIT)]


if __name__ == "__main__":
    rows = list(range(1000))
    print(config.summary())
    print(len(fetch_page(rows, 2, 250)))
    print(batches([1, 2, 3, 4, 5]))
