"""Keyword index of document titles."""
import sys

import textkit.normalize as norm
from textkit import fold

clean = norm.squeeze


def keywords(title):
    text = clean(title)
    folded = norm.fold(text)
    words = norm.strip_stopwords(folded.split())
    count = len(words)
    print(title, "->", count, "keywords")
    return words


def build(titles):
    index = {}
    seen = set()
    for n, title in enumerate(titles):
        key = fold(title)
        if key in seen:
            continue
        seen.add(key)
        for word in keywords(title):
            index.setdefault(word, []).append(n)
    return index


if __name__ == "__main__":
    TITLES = sys.argv[1:] or ["The  Rock-and-Roll Years", "Salt & Pepper", "salt & pepper!"]
    print(build(TITLES))
