def fetch(keys, table):
    tries = 0
    last = None
    for k in keys:
        try:
            last = k
            if k in table:
                return table[k]
        finally:
            tries += 1
    print(last)
    return tries


print(fetch(["a", "b"], {"b": 1}), fetch(["x"], {}))
