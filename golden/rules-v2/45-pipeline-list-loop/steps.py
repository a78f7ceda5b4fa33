"""Normalisation steps for search keys."""
import unicodedata

MAX_LEN = 64
STOPWORDS = {"the", "a", "an", "of"}


def strip_accents(text):
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def collapse_spaces(text):
    words = text.split()
    return " ".join(words)


def lowercase(text):
    return text.casefold()


def truncate(text, limit=MAX_LEN):
    if len(text) <= limit:
        return text
    cut = text[:limit]
    return cut.rsplit(" ", 1)[0]


def drop_stopwords(text):
    return " ".join(w for w in text.split() if w not in STOPWORDS)


PIPELINE = [strip_accents, collapse_spaces, lowercase, truncate]
