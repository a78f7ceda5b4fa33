LIMIT = 100
DEBUG = False

def clamp(v):
    if v > LIMIT:
        return LIMIT
    return v

def run(x):
    y = clamp(x)
    return y
