"""Word filters: the base class runs the loop, subclasses decide what passes."""


class WordFilter:
    def __init__(self, limit):
        self.limit = limit

    @property
    def budget(self):
        return self.limit * 2

    def accepts(self, word):
        return bool(word)

    def clean(self, word):
        return word.strip().lower()

    def run(self, words):
        budget = self.budget
        kept = []
        dropped = 0
        for word in words:
            if not self.accepts(word):
                dropped += 1
                continue
            if len(kept) >= budget:
                break
            kept.append(self.clean(word))
        print(type(self).__name__, "dropped", dropped)
        return kept


class NoDigits(WordFilter):
    def accepts(self, word):
        return not any(ch.isdigit() for ch in word)


class ShortWords(WordFilter):
    def accepts(self, word):
        return len(word) <= self.limit

    def clean(self, word):
        return word.upper()
