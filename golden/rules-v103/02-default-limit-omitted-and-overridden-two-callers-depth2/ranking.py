"""Rank players by score."""

DEFAULT_LIMIT = 3


def top(scores, limit=DEFAULT_LIMIT, reverse=True):
    ranked = sorted(scores, key=scores.get, reverse=reverse)
    if limit < 1:
        return []
    chosen = ranked[:limit]
    return chosen


def spread(scores):
    values = list(scores.values())
    return max(values) - min(values)
