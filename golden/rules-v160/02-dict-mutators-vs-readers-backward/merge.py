def merge():
    d = {"a": 1}
    extra = {"b": 2}
    spare = {"z": 0}
    keys = list(d.keys())
    d.update(extra)
    v = d.get("a")
    spare.update(d)
    d.setdefault("c", 3)
    pairs = list(d.items())
    d.pop("a")
    print(keys, v, spare, pairs)
    return d


merge()
