def pick(n, flag):
    a = n * 10
    b = flag + 1
    return a if flag else b
def main():
    count = 3
    mode = 0
    r = pick(count, mode)
    print(r)
main()
