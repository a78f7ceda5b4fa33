def index(words):
    table = {}
    seen = set()
    for w in words:
        table[w] = len(w)
        seen.add(w)
    return table
