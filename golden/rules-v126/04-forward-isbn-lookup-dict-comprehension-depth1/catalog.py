"""Catalogue helpers for the lending library."""


def overdue_titles(loans, lookup, today):
    late = [loan for loan in loans if loan["due"] < today]
    titles = sorted(lookup[loan["isbn"]]["title"] for loan in late)
    return titles


def shelf_counts(books):
    shelves = {book["shelf"] for book in books}
    return {shelf: sum(1 for book in books if book["shelf"] == shelf) for shelf in sorted(shelves)}


def load_books(rows):
    books = []
    for row in rows:
        isbn, title, shelf, year = row.split(";")
        books.append({"isbn": isbn, "title": title, "shelf": shelf, "year": int(year)})
    return books
