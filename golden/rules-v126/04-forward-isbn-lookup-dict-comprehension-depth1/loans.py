"""Morning report for the lending library desk."""
from catalog import load_books, overdue_titles, shelf_counts


def report(books, loans, today, wanted):
    lookup = {book["isbn"]: book for book in books}
    late = overdue_titles(loans, lookup, today)
    book = lookup.get(wanted)
    if book:
        found = f"{wanted}: {book['title']} on shelf {book['shelf']}"
    else:
        found = f"{wanted}: not in the catalogue"
    classics = [book["title"] for book in books if book["year"] < 1950]
    counts = shelf_counts(books)
    lines = [found, "overdue: " + ", ".join(late), "classics: " + ", ".join(classics)]
    lines.append(f"shelves: {counts}")
    return "\n".join(lines)


def main():
    books = load_books([
        "111;Dune;B;1965",
        "222;Emma;A;1815",
        "333;Ubik;B;1969",
    ])
    loans = [{"isbn": "222", "due": "2024-02-20"}, {"isbn": "333", "due": "2024-03-09"}]
    text = report(books, loans, "2024-03-01", "333")
    print(text)


if __name__ == "__main__":
    main()
