"""Command-line front end: index the site, then answer one query."""
from searchkit.build import build, search


def main(pages, fetch, query):
    index = build(pages, fetch)
    hits = search(index, query)
    for word, urls in sorted(hits.items()):
        print(word, " ".join(urls) or "-")
    return len(hits)
