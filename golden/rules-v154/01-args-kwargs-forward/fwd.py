def scale(value, factor=1):
    return value * factor


def forward(*args, **kwargs):
    return scale(*args, **kwargs)


def main():
    base = 10
    unused = 99
    mult = 3
    result = forward(base, factor=mult)
    print(unused)
    return result


main()
