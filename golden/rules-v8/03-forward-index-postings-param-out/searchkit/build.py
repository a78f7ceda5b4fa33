"""Building the index from fetched pages, and querying it."""
from searchkit.index import InvertedIndex


def build(pages, fetch):
    index = InvertedIndex()
    skipped = []
    for url in pages:
        body = fetch(url)
        if body:
            index.add(url, body)
        else:
            skipped.append(url)
    print("indexed %d pages, skipped %d" % (len(pages) - len(skipped), len(skipped)))
    return index


def search(index, query):
    words = query.lower().split()
    results = {}
    for word in words:
        results[word] = []
        for url in index.lookup(word):
            results[word].append(url)
    return results
