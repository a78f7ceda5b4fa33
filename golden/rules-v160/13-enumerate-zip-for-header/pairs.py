def pairs():
    names = ["a", "b"]
    ages = [1, 2]
    tags = ["t"]
    out = []
    for i, (n, a) in enumerate(zip(names, ages)):
        out.append(n)
    labels = [t.upper() for t in tags]
    count = len(out)
    print(labels, count)
    return out


pairs()
