def square(v):
    return v * v

def cube(v):
    return v * v * v

def apply(n):
    op = square
    res = op(n)
    return res
