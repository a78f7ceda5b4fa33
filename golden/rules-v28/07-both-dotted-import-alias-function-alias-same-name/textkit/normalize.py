"""Normalisation of words before they are indexed."""

REPLACEMENTS = {"&": " and ", "-": " ", "'": ""}
STOPWORDS = {"the", "a", "an", "of", "and"}


def fold(text):
    out = text.casefold()
    for old, new in REPLACEMENTS.items():
        out = out.replace(old, new)
    return out


def squeeze(text):
    return " ".join(text.split())


def strip_stopwords(words):
    kept = []
    for w in words:
        if w not in STOPWORDS:
            kept.append(w)
    return kept
