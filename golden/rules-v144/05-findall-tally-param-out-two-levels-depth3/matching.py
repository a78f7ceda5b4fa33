"""Small helpers around compiled regular expressions."""


def count_matches(pattern, text, tally):
    hits = pattern.findall(text)
    for hit in hits:
        tally[hit] = tally.get(hit, 0) + 1
    return len(hits)


def first_match(pattern, text, default=None):
    m = pattern.search(text)
    if m is None:
        return default
    return m.group(0)


def strip_matches(pattern, text):
    cleaned = pattern.sub("", text)
    return " ".join(cleaned.split())
