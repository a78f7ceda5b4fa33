def area(w, *, h=1):
    result = w * h
    return result


def wrapper(**opts):
    return area(2, **opts)


def main():
    height = 5
    width_unused = 9
    print(width_unused)
    return wrapper(h=height)


print(main())
