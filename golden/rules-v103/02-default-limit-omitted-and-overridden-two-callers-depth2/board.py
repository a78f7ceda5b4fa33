"""Leaderboards built from match results."""
from ranking import top


def podium(scores):
    names = top(scores)
    return ", ".join(names)


def shortlist(results, size, strict=False):
    scores = {name: pts for name, pts in results}
    cut = size
    if strict:
        cut = size - 1
    picked = top(scores, limit=cut)
    return picked


def report(results, wanted):
    best = podium(dict(results))
    rest = shortlist(results, strict=True, size=wanted)
    return best, rest


if __name__ == "__main__":
    games = [("ana", 31), ("bo", 27), ("cy", 40), ("di", 12)]
    print(report(games, 3))
