"""Vocabulary check for one article."""

from report import compare, headline_words

TITLE = "Counting words: a practical guide"
BODY = "Words, words, words! Counting words is practical -- and fun."


def section(name):
    print()
    print("##", name)


section("headline")
print(headline_words(TITLE))

section("body")
print(compare(TITLE, BODY))

section("done")
