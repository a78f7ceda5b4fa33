"""An inverted index from words to document ids, after a small search engine."""

STOP = {"a", "an", "and", "at", "for", "of", "on", "the", "to"}


def tokens(text):
    words = []
    for raw in text.lower().split():
        word = raw.strip(".,;:!?")
        if word and word not in STOP:
            words.append(word)
    return words


def add(index, doc_id, text):
    count = 0
    for word in tokens(text):
        index.setdefault(word, []).append(doc_id)
        count += 1
    return count


def search(index, query):
    hits = None
    for word in tokens(query):
        found = set(index.get(word, []))
        hits = found if hits is None else hits & found
    return sorted(hits or [])
