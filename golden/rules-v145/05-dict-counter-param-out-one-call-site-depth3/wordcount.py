"""Word frequency helpers."""


def clean(token):
    return token.strip(".,;:!?-")


def normalize(word):
    return clean(word).lower()


def tally(words, counts):
    """Add each non-empty normalized word of words to the counts dict."""
    skipped = 0
    for word in words:
        key = normalize(word)
        if not key:
            skipped += 1
            continue
        counts[key] = counts.get(key, 0) + 1
    return skipped


def top(counts, n):
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return ranked[:n]
