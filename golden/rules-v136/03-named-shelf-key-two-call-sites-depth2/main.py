"""Print the two ends of the shelf."""

from catalog import load_books
from report import shelf_ends

RAW = [
    "Dune|Dune|1|1965",
    "Emma||0|1815",
    "Children of Dune|Dune|3|1976",
    "Beloved||0|1987",
]


def main():
    source = "shelf.txt"
    books = load_books(RAW, source)
    width = 24
    lines = shelf_ends(books, width)
    for text in lines:
        print(text)


main()
