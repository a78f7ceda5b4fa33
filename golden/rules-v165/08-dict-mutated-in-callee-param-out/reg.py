def register(registry, name, value):
    registry[name] = value
    print("registered", name)


def describe(registry):
    return len(registry)


def main():
    reg = {}
    register(reg, "alpha", 1)
    size = describe(reg)
    print(size)
    print(reg)


main()
