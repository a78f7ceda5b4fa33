def main():
    z = 10
    x = y = z + 1
    u = x * 2
    w = y * 3
    print(u)
    print(w)
main()
