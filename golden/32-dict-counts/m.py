def tally(words):
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    top = [k for k in counts if counts[k] > 1]
    size = len(words)
    return top
