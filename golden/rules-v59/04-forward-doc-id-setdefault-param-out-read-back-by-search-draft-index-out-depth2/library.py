"""Build a search index over a small catalogue and answer queries."""
from index import add, search

CATALOGUE = {"d1": "The art of indexing text", "d2": "Notes on search and ranking", "d3": "Indexing and search at scale"}


def build(docs):
    index = {}
    words = 0
    for doc_id, text in docs.items():
        words += add(index, doc_id, text)
    print("indexed", words, "words")
    return index


def lookup(docs, query, draft):
    index = build(docs)
    pending = {}
    add(pending, "draft", draft)
    print("draft hits", search(pending, query))
    ids = search(index, query)
    return [docs[i] for i in ids]


def main(query):
    titles = lookup(CATALOGUE, query, "indexing search notes")
    for title in titles:
        print("-", title)
    return len(titles)


if __name__ == "__main__":
    print(main("indexing search"))
