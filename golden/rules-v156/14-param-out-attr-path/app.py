class Box:
    pass


def stamp(b, v):
    b.val = v
    b.note = "x"


def main():
    code = 42
    box = Box()
    stamp(box, code)
    print(box.note)
    print(box.val)


main()
