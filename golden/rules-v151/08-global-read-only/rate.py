RATE = 3


def scaled(x):
    y = x * RATE
    return y


base = 7
r = scaled(base)
check = RATE + 1
print(r, check)
