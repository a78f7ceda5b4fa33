"""Forward from a bound read by a set comprehension filter."""


def above(xs, base):
    lo = base + 1
    hi = base + 10
    picked = {x for x in xs if x > lo}
    capped = [x for x in xs if x < hi]
    size = len(picked)
    for p in sorted(picked):
        print(p)
    return size


result = above([1, 5, 9, 20], 3)
print(result)
