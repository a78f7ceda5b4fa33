def main():
    base = 1
    a = 7
    b = base + 1
    a, b = b, a
    print(a, b)
main()
