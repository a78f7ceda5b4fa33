"""Star unpacking splits head and tail."""


def split_sum(xs, bias):
    rest = [0]
    first, *rest = xs
    head = first + bias
    tail = sum(rest)
    return head, tail


print(split_sum([4, 5, 6], 10))
