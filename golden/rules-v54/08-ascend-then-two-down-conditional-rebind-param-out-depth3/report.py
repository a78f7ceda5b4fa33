"""Report the most common terms of a small document set."""
import sys

from textindex import add_all, count_into, pruned

DOCS = [(1, "The cat and the hat."), (2, "A cat of note"), (3, "hat, hat; coat")]


def top_terms(index, limit):
    ranked = [(len(ids), term) for term, ids in index.items()]
    ranked.sort(reverse=True)
    return ranked[:limit]


def build_report(docs, limit):
    index = {}
    counts = {}
    add_all(docs, index)
    common = pruned(index, 2)
    count_into(counts, index)
    best = top_terms(index, limit)
    print(len(common), "repeated terms,", sum(counts.values()), "postings")
    return best


def main(argv):
    limit = int(argv[0]) if argv else 3
    best = build_report(DOCS, limit)
    for count, term in best:
        print(term, count)


if __name__ == "__main__":
    main(sys.argv[1:])
