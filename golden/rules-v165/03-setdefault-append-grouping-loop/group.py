def main():
    pairs = [("x", 1), ("y", 2), ("x", 3)]
    groups = {}
    seen = 0
    for key, val in pairs:
        groups.setdefault(key, []).append(val)
        seen += 1
    print(seen)
    print(groups)


main()
