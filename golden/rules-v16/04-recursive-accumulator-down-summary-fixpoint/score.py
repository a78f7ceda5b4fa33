"""Scores for the catalogue trees."""
from tree import heaviest


def catalogue_score(tree, boost):
    seen = []
    base = 1.0 + boost
    score = heaviest(tree, base, seen)
    print("visited", len(seen))
    return round(score, 2)


def visit_order(tree):
    names = []
    heaviest(tree, 1.0, names)
    return names


def nightly(catalogue):
    totals = {}
    for name, tree in catalogue.items():
        totals[name] = catalogue_score(tree, 0.5)
    return totals
