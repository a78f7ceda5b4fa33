"""Results page of the site search."""
from ranking import rank_hits


def results_page(index, text, prefs):
    hits = [h for h in index if not h.get("hidden")]
    newest = prefs.get("sort") == "recent"
    header = "Results for " + text
    top = rank_hits(hits, text, newest)
    print(header)
    return [h["title"] for h in top]


def demo(sort):
    a = {"title": "Python tips", "tag": "tips", "score": 3.0, "age": 4}
    b = {"title": "Old python faq", "tag": "faq", "score": 5.0, "age": 9}
    c = {"title": "Python news", "tag": "news", "score": 2.0, "age": 1}
    return results_page([a, b, c], "python tips", {"sort": sort})


if __name__ == "__main__":
    print(demo("relevance"))
    print(demo("recent"))
