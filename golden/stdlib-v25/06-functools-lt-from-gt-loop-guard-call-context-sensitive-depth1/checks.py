"""Check the __gt__-derived comparisons of functools on plain values."""
from ordering import _lt_from_gt, _ge_from_gt, _le_from_gt


def derived(a, b):
    lt = _lt_from_gt(a, b)
    ge = _ge_from_gt(a, b)
    le = _le_from_gt(a, b)
    return lt, ge, le


def consistent(a, b):
    lt, ge, le = derived(a, b)
    if lt is NotImplemented:
        return None
    return lt == (a < b) and ge == (a >= b) and le == (a <= b)


def strictly_before(pairs):
    hits = []
    for a, b in pairs:
        if _lt_from_gt(a, b) is True:
            hits.append((a, b))
    return hits


PAIRS = [(1, 2), (2, 2), (3, 1), ((1, 2), (1, 3)), ('b', 'a')]
print(strictly_before(PAIRS))
print([consistent(a, b) for a, b in PAIRS])
print(derived(1, 'x'))
