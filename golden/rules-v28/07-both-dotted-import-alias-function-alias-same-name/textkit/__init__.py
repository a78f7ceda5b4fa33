"""Text clean-up helpers for titles and index keys."""
from .normalize import fold as casefold

PUNCTUATION = str.maketrans("", "", ".,;:!?")


def strip_punctuation(text):
    return text.translate(PUNCTUATION)


def fold(text):
    return strip_punctuation(text).lower()
