def main():
    x = 2
    y = 3
    a, b = x + 1, y + 1
    c = a * 2
    d = b * 2
    print(c)
    print(d)
main()
