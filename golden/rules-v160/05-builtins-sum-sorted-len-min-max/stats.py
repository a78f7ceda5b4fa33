def stats():
    nums = [4, 8, 1]
    floor = 10
    other = [9, 3]
    ordered = sorted(nums)
    biggest = max(other)
    smallest = min(other, default=0)
    total = sum(nums, floor)
    n = len(ordered)
    mean = total / n
    print(mean, biggest, smallest)
    return mean


stats()
