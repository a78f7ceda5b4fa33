class BadInput(Exception):
    pass


def parse(text):
    n = int(text)
    if n < 0:
        raise BadInput(n)
    return n


def main():
    try:
        v = parse("-3")
        print("ok", v)
    except BadInput:
        print("bad")


main()
