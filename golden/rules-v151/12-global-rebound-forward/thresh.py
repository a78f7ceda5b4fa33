THRESHOLD = 10


def tighten(amount):
    global THRESHOLD
    THRESHOLD = THRESHOLD - amount


def passes(score):
    ok = score >= THRESHOLD
    return ok


tighten(3)
verdict = passes(8)
print(verdict)
