"""Star unpacking in a for target."""


def tail_len(rows):
    total = 0
    heads = []
    for head, *tail in rows:
        heads.append(head)
        total += len(tail)
    return total, heads


print(tail_len([(1, 2, 3), (4,), (5, 6)]))
