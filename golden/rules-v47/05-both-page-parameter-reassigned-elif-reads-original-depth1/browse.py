"""Command-line browsing of search results."""
import sys

from pager import paginate, page_links, PER_PAGE


def show(results, page):
    rows = paginate(results, page, PER_PAGE)
    for n, row in enumerate(rows, 1):
        print("%2d. %s" % (n, row))
    print(" ".join(page_links(page, 3)))
    return len(rows)


def ends(results, size):
    head = paginate(results, 1, size)
    tail = paginate(results, len(results), size)
    return head[:1] + tail[-1:]


if __name__ == "__main__":
    found = ["result %d" % i for i in range(1, 48)]
    requested = int(sys.argv[1]) if len(sys.argv) > 1 else 0
    shown = show(found, requested)
    print(shown, "shown;", ends(found, 10))
