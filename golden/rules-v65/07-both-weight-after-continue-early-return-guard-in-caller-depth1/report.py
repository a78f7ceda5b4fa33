"""Weighted totals per account, with the rejected records counted."""
from pipeline import aggregate

WEIGHTS = {"rent": 1.0, "food": 0.5}


def summary(lines, limit):
    rejected = []
    totals = aggregate(lines, WEIGHTS, rejected)
    if not totals:
        return "nothing to report"
    best = max(totals, key=totals.get)
    shown = sorted(totals)[:limit]
    text = ", ".join(f"{k}={totals[k]:.2f}" for k in shown)
    return f"{text}; best {best}; rejected {len(rejected)}"


if __name__ == "__main__":
    print(summary(["rent=900", "food=300", "food=x", "fun=50"], 2))
