"""Report on which books sit at the two ends of the shelf."""

from catalog import shelf_key


def shelf_ends(books, width):
    newest = max(books, key=lambda b: b["year"])
    last = max(books, key=shelf_key)
    first_key = shelf_key(books[0])
    last_key = shelf_key(last)
    banner = "=" * width
    return [banner, first_key, last_key, newest["title"]]


def count_series(books):
    counts = {}
    for book in books:
        if book["series"]:
            counts[book["series"]] = counts.get(book["series"], 0) + 1
    return counts
