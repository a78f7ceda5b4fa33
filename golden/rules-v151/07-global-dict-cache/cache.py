CACHE = {}


def square(n):
    if n in CACHE:
        return CACHE[n]
    value = n * n
    CACHE[n] = value
    return value


a = square(4)
b = square(4)
hits = len(CACHE)
print(a, b, hits)
