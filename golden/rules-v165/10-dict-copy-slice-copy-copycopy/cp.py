import copy


def main():
    base = {"k": 1}
    items = [1, 2]
    c1 = dict(base)
    c2 = items[:]
    c3 = copy.copy(base)
    base["k"] = 2
    items.append(3)
    c1["z"] = 0
    result = (c1, c2, c3)
    print(result)


main()
