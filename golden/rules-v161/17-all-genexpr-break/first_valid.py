"""Pick the first group whose values all clear a floor."""


def first_valid(groups, floor):
    chosen = []
    tried = 0
    for g in groups:
        tried += 1
        if all(v >= floor for v in g):
            chosen = g
            break
    print(tried)
    return chosen


print(first_valid([[1, 5], [4, 6], [7, 8]], 3))
