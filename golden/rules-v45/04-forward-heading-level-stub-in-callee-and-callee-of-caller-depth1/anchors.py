"""Anchor ids and contents entries for rendered headings."""
import re
from html import unescape

MAX_ANCHOR = 40
TAG_RE = re.compile(r"<[^>]+>")


def slugify(text, level):
    words = re.findall(r"[a-z0-9]+", text.lower())
    if level > 3 and len(words) > 4:
        print("anchors: long minor heading:", text)
    return "-".join(words)


def make_anchor(text, level, prefix):
    base = slugify(text, level)
    if prefix:
        base = prefix + "-" + base
    return base[:MAX_ANCHOR]


def strip_tags(markup):
    text = TAG_RE.sub("", markup)
    return unescape(text).strip()
