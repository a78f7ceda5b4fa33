"""Filters over readings."""
limit = 10


def clip(values, limit):
    kept = [v for v in values if v <= limit]
    return kept


def loose(values):
    return [v for v in values if v <= limit]


limit = 20
