"""Tag the words of a document against a controlled vocabulary."""


def tag_words(words, vocabulary, stop):
    known = {term.lower() for term in vocabulary if term.lower() not in stop}
    counts = {}
    misses = 0

    def classify(word):
        nonlocal misses
        key = word.lower().strip(".,;:")
        if key in known:
            return key
        misses += 1
        return None

    def bump(key):
        counts[key] = counts.get(key, 0) + 1

    for word in words:
        key = classify(word)
        if key is not None:
            bump(key)
    if misses > len(words) // 2:
        print("mostly untagged:", misses, "of", len(words))
    return counts
