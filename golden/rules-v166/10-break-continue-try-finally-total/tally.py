def tally(nums):
    total = 0
    cleanups = 0
    for n in nums:
        try:
            if n == 0:
                continue
            if n < 0:
                break
            total += n
        finally:
            cleanups += 1
    print(cleanups)
    return total


print(tally([1, 0, 2, -1, 5]))
