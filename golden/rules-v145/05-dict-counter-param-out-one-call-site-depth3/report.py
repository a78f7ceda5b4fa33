"""Compare the vocabulary of a title and a body text."""

from wordcount import tally, top


def compare(title, body):
    title_counts = {}
    body_counts = {}
    tally(title.split(), title_counts)
    blanks = tally(body.split(), body_counts)
    if blanks:
        print("skipped", blanks, "punctuation-only tokens")
    shared = sorted(w for w in body_counts if w in title_counts)
    print("shared words:", shared)
    return top(body_counts, 3)


def headline_words(title):
    counts = {}
    tally(title.split(), counts)
    return sorted(counts)
