"""Rank search candidates with a repository scoring function."""

BOOST = {"title": 3.0, "body": 1.0}


def freshness(age_days):
    return 1.0 / (1 + age_days)


def score(cand):
    if cand["hits"] > 100:
        print("hot candidate", cand["id"])
    weight = BOOST.get(cand["field"], 0.5)
    return weight * cand["hits"] * freshness(cand["age"])


def by_title(cand):
    return cand["title"].lower()


def best_match(cands, descending, label):
    ranked = sorted(cands, key=score, reverse=descending)
    scores = list(map(score, cands))
    alphabetical = sorted(cands, key=by_title)
    print(label, [c["id"] for c in alphabetical])
    mean = sum(scores) / len(scores)
    best = ranked[0]
    margin = score(best) - mean
    return best["id"], round(margin, 2)
