"""Tag normalisation for a small blog engine."""
import re

SEPARATOR = "-"
MAX_LENGTH = 32


def normalize(text, lower=True):
    tag = text.strip()
    if not tag:
        return ""
    if lower:
        tag = tag.lower()
    tag = re.sub(r"[^\w\s-]", "", tag)
    return SEPARATOR.join(tag.split())


def is_valid(tag):
    return 0 < len(tag) <= MAX_LENGTH


def slug(title):
    words = re.findall(r"\w+", title.lower())
    return SEPARATOR.join(words[:6])


DEFAULT_TAG = normalize("General Notes!")

if __name__ == "__main__":
    print(DEFAULT_TAG, normalize(" C++ Tips ", lower=False), slug("Hello, World"))
