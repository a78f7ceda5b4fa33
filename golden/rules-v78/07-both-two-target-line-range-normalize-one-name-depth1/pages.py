"""Pages of search results built on paging.window."""
from paging import window

PER_PAGE = 10


def pages_left(total, skip, per_page):
    first = skip * per_page
    pages = window(first, total, per_page)
    return max(pages, 1)


def rows_left(total, offset):
    remaining = window(total - offset)
    if remaining == 0:
        print("nothing left after", offset)
    return remaining


def summary(total, offset):
    pages = pages_left(total, offset // PER_PAGE, PER_PAGE)
    left = rows_left(total, offset)
    return "%d pages, %d rows left" % (pages, left)


if __name__ == "__main__":
    print(summary(42, 5))
    print(summary(42, 25))
    print(rows_left(7, 7))
