def fill():
    cache = {}
    key = "k"
    v = 21
    other = 0
    cache[key] = result = v * 2
    other += 1
    return result


print(fill())
