"""Search an in-memory index and print the top titles."""
import sys

from pager import collect

INDEX = {"python": [(0.4, "Dive Into Python"), (0.9, "Fluent Python"), (0.3, "Python 101"), (0.6, "Python Tricks"), (0.8, "Effective Python")]}


def top_titles(hits, limit):
    titles = collect(hits, limit, 0.5)
    shown = len(hits)
    print("showing", len(titles), "of", shown)
    return [title.upper() for title in titles]


def search(index, query, limit):
    hits = sorted(index.get(query, []), reverse=True)
    if not hits:
        return []
    return top_titles(hits, limit)


def main(argv):
    limit = int(argv[0]) if argv else 2
    query = argv[1] if len(argv) > 1 else "python"
    titles = search(INDEX, query, limit)
    print("\n".join(titles))
    return len(titles)


if __name__ == "__main__":
    sys.exit(0 if main(sys.argv[1:]) else 1)
