"""Text normalisation helpers for slugs and search keys."""

import unicodedata

PUNCT = "!?.,;:'\""


def strip_accents(text):
    decomposed = unicodedata.normalize("NFKD", text)
    kept = [c for c in decomposed if not unicodedata.combining(c)]
    return "".join(kept)


def collapse(text):
    for mark in PUNCT:
        text = text.replace(mark, " ")
    return " ".join(text.split())


def initials(text):
    return "".join(w[0] for w in text.split())
