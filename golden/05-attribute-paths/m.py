def build(p):
    p.x = 1
    p.y = 2
    p.x = p.x + 10
    r = p.x * 2
    return r
