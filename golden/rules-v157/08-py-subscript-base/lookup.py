def run():
    d = {}
    k = "b"
    d["a"] = 1
    d["b"] = 2
    n = 0
    k = k.upper().lower()
    x = d[k]
    print(x, n)


run()
