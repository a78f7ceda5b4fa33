"""A small inverted index over titled documents."""


class Index:
    def __init__(self):
        self.index = {}
        self.titles = {}
        self.stats = {"docs": 0, "builds": 0}

    def rebuild(self, docs):
        self.index.pop("", None)
        before = len(self.index)
        self.index = {}
        self.titles.clear()
        self.stats["builds"] += 1
        for doc_id, (title, text) in docs.items():
            self.titles[doc_id] = title
            if not text:
                continue
            self.stats["docs"] += 1
            for word in set(text.lower().split()):
                self.index[word] = self.index.get(word, set()) | {doc_id}
        common = self.index.get("the", set())
        self.index.pop("the", None)
        size = len(self.index)
        print(f"{before} -> {size} words, {len(common)} docs with 'the'")
        return size

    def lookup(self, word):
        ids = self.index.get(word.lower(), set())
        return sorted(self.titles[i] for i in ids)


if __name__ == "__main__":
    idx = Index()
    idx.rebuild({1: ("Intro", "The cat sat"), 2: ("Empty", ""), 3: ("Dogs", "the dog ran")})
    print(idx.lookup("cat"), idx.lookup("DOG"))
