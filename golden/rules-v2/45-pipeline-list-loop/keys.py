"""Search keys for the product catalogue."""
from steps import PIPELINE, drop_stopwords


def search_key(title, verbose=False):
    data = title
    applied = []
    for step in PIPELINE:
        data = step(data)
        applied.append(step.__name__)
    if verbose:
        print(" -> ".join(applied))
    return data


def index_terms(product):
    key = search_key(product["title"])
    terms = drop_stopwords(key).split()
    return sorted(set(terms))
