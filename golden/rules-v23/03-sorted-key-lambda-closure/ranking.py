"""Order search hits: score boosted by query words, minus an age penalty."""


def boost_for(query):
    words = query.lower().split()
    return {w: 2.0 for w in words if len(w) > 2}


def rank_hits(hits, query, recent_first):
    boost = boost_for(query)
    penalty = 0.5
    if recent_first:
        penalty = 0.0
    ranked = sorted(hits, key=lambda h: h["score"] * boost.get(h["tag"], 1.0) - penalty * h["age"], reverse=True)
    titles = sorted(hits, key=lambda h: h["title"].lower())
    penalty = 1.0
    boost = {}
    top = ranked[:2]
    print(len(titles), penalty, boost)
    return top
