"""Entry point."""
from filters import clip, loose


def run(readings, cap):
    ceiling = cap + 1
    wide = loose(readings)
    narrow = clip(readings, ceiling)
    return narrow, wide
