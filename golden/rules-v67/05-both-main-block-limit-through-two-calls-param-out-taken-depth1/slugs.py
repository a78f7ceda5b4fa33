"""URL slugs for blog posts, with a small demo when run directly."""

import sys

from textnorm import collapse, strip_accents

MAX_LEN = 40
SEP = "-"


def slugify(title, limit=MAX_LEN):
    text = strip_accents(title).lower()
    words = collapse(text).split()
    slug = SEP.join(words)
    if len(slug) > limit:
        slug = slug[:limit].rstrip(SEP)
    return slug


def unique(slug, taken):
    candidate = slug
    n = 2
    while candidate in taken:
        candidate = f"{slug}{SEP}{n}"
        n += 1
    taken.add(candidate)
    return candidate


if __name__ == "__main__":
    titles = sys.argv[1:] or ["Hello World", "Hello, World!", "Grand opening of the new shop"]
    limit = 12
    taken = set()
    for title in titles:
        slug = unique(slugify(title, limit), taken)
        print(slug)
    print(len(taken), "slugs")
