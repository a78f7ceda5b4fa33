"""Entries of the news feeds."""


def entries(text, tag):
    for raw in text.split("\n\n"):
        title, _, body = raw.partition("\n")
        if not title:
            continue
        yield tag + title.strip(), body


def all_entries(feeds, tag):
    for text in feeds:
        yield from entries(text, tag)
    yield "end", ""
