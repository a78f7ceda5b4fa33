class Box:
    pass


def fill(box, v):
    log = v + 1
    box.value = v * 2


def main():
    k = 4
    k2 = 9
    b = Box()
    fill(b, k)
    out = b.value
    print(out, k2)


main()
