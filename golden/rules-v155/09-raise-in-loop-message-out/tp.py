def total_positive(nums):
    total = 0
    bad = 0
    for i, n in enumerate(nums):
        msg = "missing at %d" % i
        if n is None:
            bad += 1
            raise ValueError(msg)
        total += n
    return total


print(total_positive([1, 2, 3]))
try:
    total_positive([1, None])
except ValueError as e:
    print(e)
