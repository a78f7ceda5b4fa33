def fact(n):
    if n <= 1:
        return 1
    sub = fact(n - 1)
    res = n * sub
    return res

def main():
    k = 5
    j = 3
    r = fact(k)
    print(r, j)

main()
