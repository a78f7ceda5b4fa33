def scale(v):
    factor = 3
    return v * factor

def job_a():
    n = 4
    m = 9
    return scale(n)

def job_b(k):
    return scale(k + 1)
