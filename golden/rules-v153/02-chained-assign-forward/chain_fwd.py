def compute():
    x = 3
    a = b = x * 2
    c = a + 1
    a = 7
    b += 1
    d = a + b
    return c


print(compute())
