"""An in-memory inverted index for a few thousand pages."""

STOPWORDS = frozenset(["a", "an", "and", "of", "the", "to"])


def tokens(text):
    return [w.strip(".,;:!?") for w in text.lower().split() if w not in STOPWORDS]


class InvertedIndex:
    def __init__(self):
        self.postings = {}
        self.freq = {}

    def add(self, doc_id, text):
        for pos, term in enumerate(tokens(text)):
            if term not in self.postings:
                self.postings[term] = []
            self.postings[term].append((doc_id, pos))
            self.freq[term] = self.freq.get(term, 0) + 1

    def lookup(self, term):
        return sorted({doc_id for doc_id, _ in self.postings.get(term, [])})

    def vocabulary(self):
        return sorted(self.freq)
