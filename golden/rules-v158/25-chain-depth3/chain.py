def f4():
    z = 1
    return z

def f3():
    return f4() + 1

def f2():
    return f3() + 1

def f1():
    return f2() + 1

def main():
    total = f1()
    print(total)

main()
