"""Slugs and display strings for blog posts."""
import re

WORD = re.compile(r"[a-z0-9]+")
ABBREV = re.compile(r"\b(st|rd|ave)\.", re.IGNORECASE)
EXPANSIONS = {"st": "Street", "rd": "Road", "ave": "Avenue"}
MAX_WORDS = 5
RESERVED = {"admin", "feed", "untitled"}


def expand(match):
    word = match.group(1).lower()
    return EXPANSIONS[word]


def pretty(address):
    return ABBREV.sub(expand, address).strip()


def slugify(title):
    words = WORD.findall(title.lower())
    base = "-".join(words[:MAX_WORDS]) or "untitled"
    if base in RESERVED:
        return base + "-post"
    return base


DEFAULT_SLUG = slugify("Untitled")
