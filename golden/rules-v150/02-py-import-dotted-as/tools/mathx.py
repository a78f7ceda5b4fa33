def double(n):
    m = n * 2
    return m


def triple(n):
    return n * 3
