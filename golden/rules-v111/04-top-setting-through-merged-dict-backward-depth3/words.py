"""Word splitting and counting for the wordfreq tool."""

STOP = {"the", "and", "of", "a", "to", "in"}


def tokenize(text, lower):
    words = []
    for raw in text.split():
        word = raw.strip(".,;:!?\"'()")
        if lower:
            word = word.lower()
        if word:
            words.append(word)
    return words


def count_words(words, min_len):
    counts = {}
    for word in words:
        if len(word) < min_len or word in STOP:
            continue
        counts[word] = counts.get(word, 0) + 1
    return counts


def top_words(counts, cfg):
    n = cfg["top"]
    if n <= 0:
        return []
    ranked = sorted(counts, key=counts.get, reverse=True)
    return ranked[:n]


def longest(words):
    best = ""
    for word in words:
        if len(word) > len(best):
            best = word
    return best


def share(counts, word):
    total = sum(counts.values())
    if total == 0:
        return 0.0
    return counts.get(word, 0) / total
