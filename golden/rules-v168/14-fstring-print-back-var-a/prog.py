def main():
    base = 2
    a = base + 1
    other = 5
    b = other * 2
    if a > 0:
        a = a * 3
    print(f"{a} {b}")
main()
