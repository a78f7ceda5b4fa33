"""Search a tiny index and report the best hit."""
from ranking import best_match

INDEX = [
    {"id": 1, "title": "Slicing programs", "field": "title", "hits": 40, "age": 2},
    {"id": 2, "title": "Program slices", "field": "body", "hits": 150, "age": 0},
    {"id": 3, "title": "Dependence graphs", "field": "title", "hits": 12, "age": 9},
]


def search(query, mode):
    words = query.lower().split()
    cands = [c for c in INDEX if any(w in c["title"].lower() for w in words)]
    if not cands:
        return None
    descending = mode != "worst"
    tag = "[%s] %s" % (mode, query)
    return best_match(cands, descending, tag)


if __name__ == "__main__":
    print(search("program slicing", "best"))
    print(search("graphs", "worst"))
