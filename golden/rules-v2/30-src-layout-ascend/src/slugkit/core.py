"""Slug generation."""
import re
import unicodedata

_SEPARATORS = re.compile(r"[\s_/]+")
_STRIP = re.compile(r"[^a-z0-9-]")


def ascii_fold(text):
    normalized = unicodedata.normalize("NFKD", text)
    return normalized.encode("ascii", "ignore").decode("ascii")


def slugify(text, max_length=60, separator="-"):
    folded = ascii_fold(text).lower()
    dashed = _SEPARATORS.sub("-", folded)
    cleaned = _STRIP.sub("", dashed).strip("-")
    if max_length and len(cleaned) > max_length:
        cleaned = cleaned[:max_length].rstrip("-")
    if separator != "-":
        cleaned = cleaned.replace("-", separator)
    return cleaned


def unique_slug(text, taken, separator="-"):
    base = slugify(text, separator=separator)
    candidate = base
    n = 2
    while candidate in taken:
        candidate = "%s%s%d" % (base, separator, n)
        n += 1
    return candidate
