"""Count the ways to climb a staircase taking one or two steps at a time."""


def ways(n, memo, log):
    if n in memo:
        return memo[n]
    log.append(n)
    if n <= 1:
        result = 1
    else:
        left = ways(n - 1, memo, log)
        right = ways(n - 2, memo, log)
        result = left + right
    memo[n] = result
    return result
