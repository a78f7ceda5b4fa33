from collections import defaultdict


def group(pairs):
    groups = defaultdict(list)
    order = []
    for k, v in pairs:
        groups[k].append(v)
        order.append(k)
    print(order)
    return groups


def main():
    data = [("a", 1), ("b", 2), ("a", 3)]
    ignored = [("z", 0)]
    result = group(data)
    print(dict(result), ignored)


main()
