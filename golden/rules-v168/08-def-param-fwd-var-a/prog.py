def scale(a, b):
    c = a * 2
    d = b + 1
    print(d)
    return c + 0
def main():
    x = 3
    y = 4
    r = scale(x, y)
    s = y * 5
    print(r, s)
main()
