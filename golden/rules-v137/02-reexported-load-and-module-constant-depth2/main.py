import store
from store import describe


def pick(kind, extra):
    cap = store.DEFAULT_LIMIT + extra
    recs = store.load(kind, cap)
    names = [r["name"] for r in recs]
    return names


def report(kind):
    recs = store.load(kind)
    print(describe(recs))
    return len(recs)


fruit = pick("fruit", 1)
veg = pick("veg", 0)
count = report("fruit")
print(fruit, veg, count)
