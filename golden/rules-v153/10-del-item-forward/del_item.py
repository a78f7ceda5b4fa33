def prune():
    d = {"a": 1, "b": 2}
    k = "b"
    label = k.upper()
    del d[k]
    size = 3
    return label


print(prune())
