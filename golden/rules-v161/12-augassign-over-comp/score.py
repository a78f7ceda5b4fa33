"""Score the even numbers picked by a comprehension."""


def score(nums, factor):
    evens = [n for n in nums if n % 2 == 0]
    odds = [n for n in nums if n % 2]
    points = 0
    misses = 0
    for e in evens:
        points += e * factor
    for o in odds:
        misses += o
    return points, misses


print(score([1, 2, 3, 4], 10))
