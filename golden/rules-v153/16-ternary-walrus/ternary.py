def pick():
    flag = len("abc") == 3
    base = 4
    other = 9
    unused = 3
    z = (m := base * 2) if flag else other
    w = m + 1
    return w


print(pick())
