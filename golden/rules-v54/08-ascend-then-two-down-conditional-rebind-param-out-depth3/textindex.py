"""An inverted index from words to document ids."""

STOP = {"a", "an", "and", "of", "the"}


def fold(word):
    return word.strip(".,;:!?").lower()


def add_posting(index, word, doc_id):
    term = fold(word)
    if term in STOP:
        return False
    index.setdefault(term, []).append(doc_id)
    return True


def add_all(docs, index=None):
    if index is None:
        index = {}
    for doc_id, text in docs:
        for word in text.split():
            add_posting(index, word, doc_id)
    return index


def pruned(index, keep):
    index = {term: ids for term, ids in index.items() if len(ids) >= keep}
    index.pop("", None)
    return index


def count_into(counts, index):
    for term, ids in index.items():
        counts[term] = counts.get(term, 0) + len(ids)
    return len(counts)
