def fact(n):
    if n <= 1:
        return 1
    sub = fact(n - 1)
    return n * sub

def go():
    k = 5
    j = 2
    return fact(k)
