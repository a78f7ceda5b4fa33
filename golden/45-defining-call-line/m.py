def pick(first, second):
    return first

def run():
    p = 10
    q = 20
    r = pick(p, q)
    return r
