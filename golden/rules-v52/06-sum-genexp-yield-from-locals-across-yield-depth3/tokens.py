"""Tokenize text for a search index."""

STOP = {"the", "a", "an", "of"}
STRIP = ".,;:!?\"'()"


def fold(word):
    return word.casefold()


def clean(raw):
    word = raw.strip(STRIP)
    return fold(word)


def words(line, seen):
    last = None
    for raw in line.split():
        word = clean(raw)
        if not word or word in STOP:
            continue
        seen.add(word)
        if word != last:
            yield word
            last = word


def corpus_words(lines, seen):
    for line in lines:
        if line.startswith(">"):
            continue
        yield from words(line, seen)
