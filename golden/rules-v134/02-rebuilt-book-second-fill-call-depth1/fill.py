"""Counting helpers that fill a dict passed in by the caller."""


def norm(word):
    cleaned = word.strip().lower()
    return cleaned


def fill_counts(into, items, verbose):
    seen = 0
    for it in items:
        key = norm(it)
        into[key] = into.get(key, 0) + 1
        seen += 1
        if verbose:
            print("saw", key)
    into.setdefault("_runs", []).append(seen)
    return seen


def merge_counts(a, b):
    out = dict(a)
    for k, v in b.items():
        out[k] = out.get(k, 0) + v
    return out
