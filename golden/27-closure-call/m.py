def outer(k):
    acc = k
    def inner():
        return acc + 1
    acc = acc * 10
    noise = acc - 1
    first = inner()
    return first
