def leaf():
    q = 6
    return q * 2

def mid():
    v = leaf()
    return v + 1

def deeper():
    d = mid()
    return d

def far():
    f = deeper()
    return f

def main():
    a = far()
    b = mid()
    c = a + b
    print(c)

main()
