def stock():
    d = {"a": 10, "b": 4}
    e = {"z": 1}
    k = "a"
    j = "z"
    d[k] -= 2
    e[j] += 1
    left = d["a"]
    return left


print(stock())
