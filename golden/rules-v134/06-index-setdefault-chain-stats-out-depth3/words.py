"""Word normalisation."""


def fold(s):
    return s.lower()


def key_of(word):
    w = word.strip(".,!")
    return fold(w)


def is_stop(word, stop=("a", "an", "the")):
    return word.lower() in stop


def split_words(text):
    return [w for w in text.split() if w]


def initials(words):
    return "".join(w[:1].upper() for w in words)
