import math
import statistics


def measure():
    a = 16
    b = 0.5
    c = 7.9
    vals = [1, 2, 3, 10]
    spread = [4, 4]
    p = math.pow(a, b)
    m = statistics.median(vals)
    q = math.floor(c)
    sd = statistics.pstdev(spread)
    score = round(p + m, 2)
    print(score, q, sd)


measure()
