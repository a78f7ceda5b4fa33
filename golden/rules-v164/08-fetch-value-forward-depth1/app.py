from cache import Cache


def lookup_all(cache, keys):
    results = []
    for k in keys:
        results.append(cache.get(k))
    return results


def main():
    c = Cache({"a": 1, "b": 2})
    out = lookup_all(c, ["a", "b", "a"])
    print(out, c.misses)


main()
