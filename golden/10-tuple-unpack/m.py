def split_pair(s):
    head, tail = s.split(":")
    n = 0
    n = len(tail)
    return head, n
