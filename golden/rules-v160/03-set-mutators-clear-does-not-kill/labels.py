def labels():
    s = {"x", "y"}
    t = {"y", "w"}
    u = {"q"}
    both = s.union(u)
    s.add("z")
    ok = s.issubset(both)
    s.discard("x")
    s.clear()
    s.update(t)
    print(both, ok)
    return s


labels()
