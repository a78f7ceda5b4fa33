"""Shelf ordering helpers for a small library catalogue."""


def clean(text):
    return text.strip().lower()


def shelf_key(book):
    if book["series"]:
        return (clean(book["series"]), book["volume"])
    return (clean(book["title"]), 0)


def load_books(raw, origin):
    books = []
    for line in raw:
        title, series, volume, year = line.split("|")
        books.append({"title": title, "series": series,
                      "volume": int(volume or 0), "year": int(year)})
    print("loaded", len(books), "books from", origin)
    return books
