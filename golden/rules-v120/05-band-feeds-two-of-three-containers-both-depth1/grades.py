"""Bucket exam scores into bands and count how many fall in each."""


def band_of(score, lo, hi):
    return "low" if score < lo else "high" if score >= hi else "mid"


def bucket(scores, lo, hi):
    bins = {"low": [], "mid": [], "high": []}
    counts = dict.fromkeys(bins, 0)
    invalid = []
    for s in scores:
        if not 0 <= s <= 100:
            invalid.append(s)
            continue
        band = band_of(s, lo, hi)
        bins[band].append(s)
        counts[band] += 1
    if invalid:
        print("ignored", invalid)
    return {"bins": bins, "counts": counts}
