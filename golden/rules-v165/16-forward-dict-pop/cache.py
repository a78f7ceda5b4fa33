def main():
    cache = {"a": 1, "b": 2}
    other = {"z": 0}
    v = cache.pop("a")
    w = other.pop("z")
    total = v + w
    n = len(cache)
    print(total)
    print(n)
    print(w)


main()
