def a1(v):
    return v + 1

def a2(v):
    return a1(v) * 2

def a3(v):
    return a2(v) - 3

def start():
    seed = 4
    other = 5
    r = a3(seed)
    return r
