def fill():
    v = 10
    w = 20
    buckets = {"a": [], "b": []}
    spare = {"x": []}
    buckets["a"].append(v)
    spare["x"].append(w)
    first = buckets.get("a")
    keys = sorted(spare)
    print(first, keys)
    return buckets


fill()
