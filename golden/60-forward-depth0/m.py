def helper(a):
    return a + 1

def top(v):
    w = v * 2
    r = helper(w)
    return r
