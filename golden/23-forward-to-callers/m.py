def make_rate():
    base = 5
    bonus = 1
    return base * 2

def client():
    r = make_rate()
    s = r + 1
    t = 0
    return s
