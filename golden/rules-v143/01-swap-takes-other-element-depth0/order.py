"""Ordering of two work queues before they are merged."""


def pick_order(left, right, reverse):
    front = sorted(left)
    back = sorted(right)
    back.append(0)
    front.reverse()
    if reverse:
        front, back = back, front
    return front, back


def describe(queue):
    if not queue:
        return "empty"
    head = queue[0]
    size = len(queue)
    return "%d items, head %d" % (size, head)


def main():
    a, b = pick_order([3, 1], [9, 7], True)
    print(a, b)
    print(describe(a))
    print(describe(b))


main()
