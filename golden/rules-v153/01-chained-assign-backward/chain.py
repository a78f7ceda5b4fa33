def compute():
    x = 3
    y = 10
    a = b = x * 2
    a = y + 1
    print(a)
    return b


print(compute())
