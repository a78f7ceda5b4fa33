"""Find where a word first appears in each group of a search index."""


def first_hits(groups, needle):
    hits = []
    rounds = 0
    for group in groups:
        hit = None
        for pos, word in enumerate(group):
            if word == needle:
                hit = pos
                break
        else:
            hit = -1
        hits.append(hit)
        rounds += 1
    found = [h for h in hits if h >= 0]
    print(f"{len(found)} of {rounds} groups mention {needle!r}")
    return hits


def summarize(hits):
    found = sum(1 for h in hits if h >= 0)
    return f"{found}/{len(hits)}"
