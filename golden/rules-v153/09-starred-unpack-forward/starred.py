def split():
    xs = [5, 6, 7]
    first, *rest = xs
    head = first * 10
    first = 99
    tail = sum(rest)
    both = head + tail
    return both


print(split())
