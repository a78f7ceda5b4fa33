def choose():
    x = 1
    flag = len("ab") > 1
    if flag:
        del x
        x = 5
    return x


print(choose())
